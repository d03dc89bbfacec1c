import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useLogoutAction } from '#web/lib/session/use-logout-action';

export function AccountCard() {
  const { logOut, isPending } = useLogoutAction();
  const intl = useIntl();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'settings.account.title' })}</CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: 'settings.account.description' })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={logOut} disabled={isPending}>
          <LogOut aria-hidden="true" />
          {intl.formatMessage({ id: 'settings.account.logOut' })}
        </Button>
      </CardContent>
    </Card>
  );
}
