import { useIntl } from 'react-intl';
import { Info } from 'lucide-react';
import { UserAvatar } from '#web/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { useCurrentUser } from '#web/lib/auth';

/** Name and email, read-only: the Google account manages them (product rule: profile-account). */
export function AccountDetailsCard() {
  const user = useCurrentUser();
  const intl = useIntl();
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <UserAvatar name={user.name} picture={user.picture} className="size-14 text-lg" />
        <div className="grid min-w-0 gap-1">
          <CardTitle>{intl.formatMessage({ id: 'profile.account.title' })}</CardTitle>
          <CardDescription>
            {intl.formatMessage({ id: 'profile.account.description' })}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="profile-name">
              {intl.formatMessage({ id: 'profile.account.name' })}
            </Label>
            <Input id="profile-name" value={user.name} readOnly aria-describedby="profile-note" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="profile-email">
              {intl.formatMessage({ id: 'profile.account.email' })}
            </Label>
            <Input
              id="profile-email"
              type="email"
              value={user.email}
              readOnly
              aria-describedby="profile-note"
            />
          </div>
        </div>
        <p id="profile-note" className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage({ id: 'profile.account.googleNote' })}
        </p>
      </CardContent>
    </Card>
  );
}
