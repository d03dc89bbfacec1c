import { Users } from 'lucide-react';
import { UserAvatar } from '#web/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useCurrentUser } from '#web/lib/auth';
import { useCurrentFamily } from '#web/lib/current-family';

export function ProfileCard() {
  const user = useCurrentUser();
  const { currentFamily } = useCurrentFamily();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your account, as your family sees it.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-4">
        <UserAvatar name={user.name} picture={user.picture} className="size-16 text-xl" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{user.name}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm">
            <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Family: </span>
            <span className="truncate">{currentFamily?.name ?? 'No family yet'}</span>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
