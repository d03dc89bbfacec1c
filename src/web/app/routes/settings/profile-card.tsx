import { Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import { UserAvatar } from '#web/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useCurrentUser } from '#web/lib/auth';
import { useCurrentFamily } from '#web/lib/current-family';

export function ProfileCard() {
  const user = useCurrentUser();
  const { currentFamily } = useCurrentFamily();
  const intl = useIntl();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'settings.profile.title' })}</CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: 'settings.profile.description' })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <UserAvatar name={user.name} picture={user.picture} className="size-16 text-xl" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{user.name}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm">
            <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">
              {intl.formatMessage({ id: 'settings.profile.familyLabel' })}
            </span>
            <span className="truncate">
              {currentFamily?.name ?? intl.formatMessage({ id: 'settings.profile.noFamily' })}
            </span>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
