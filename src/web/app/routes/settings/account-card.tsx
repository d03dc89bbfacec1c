import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useLogoutAction } from '../../../features/auth/hooks/use-logout-action';

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
