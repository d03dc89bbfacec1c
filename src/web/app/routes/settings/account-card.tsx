import { LogOut } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useLogoutAction } from '#web/lib/session/use-logout-action';

export function AccountCard() {
  const { logOut, isPending } = useLogoutAction();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Sign out of Family Cookbook on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={logOut} disabled={isPending}>
          <LogOut aria-hidden="true" />
          Log Out
        </Button>
      </CardContent>
    </Card>
  );
}
