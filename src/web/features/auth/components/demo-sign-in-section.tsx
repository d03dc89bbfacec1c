import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { toast } from '#web/lib/use-toast';
import { getErrorMessage } from '#web/lib/api-client';
import { useDemoSignIn } from '../api/demo-sign-in';
import { useDemoUsers } from '../api/demo-users';

/**
 * Local installs without Google: sign in as one of the seeded users. The URL stays, so a deep
 * link (or the screen a lost session left) opens once signed in; /auth goes on to / (Root).
 */
export function DemoSignInSection() {
  const demoUsers = useDemoUsers(true);
  const signIn = useDemoSignIn();

  const signInAs = (userId: number) => {
    signIn.mutate(
      { userId },
      {
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Sign-in failed',
            description: getErrorMessage(error, 'Could not sign in. Please try again.'),
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="demo-sign-in-title" className="grid gap-3">
      <div>
        <h2 id="demo-sign-in-title" className="text-base font-semibold">
          Demo sign-in
        </h2>
        <p className="text-sm text-muted-foreground">
          No Google account needed on this install. Explore as one of the demo family members:
        </p>
      </div>
      {demoUsers.isPending && (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading demo users...
        </div>
      )}
      {demoUsers.isError && (
        <p className="text-sm text-destructive">Could not load the demo users.</p>
      )}
      {demoUsers.data && (
        <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1">
          {demoUsers.data.map((user) => {
            const isSigningIn = signIn.isPending && signIn.variables?.userId === user.id;
            return (
              <li
                key={user.id}
                className="flex flex-col gap-3 rounded-lg border bg-background/60 p-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{user.name}</p>
                  <p className="mt-1 text-xs text-muted-foreground">{user.description}</p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  className="sm:w-auto"
                  disabled={signIn.isPending}
                  onClick={() => signInAs(user.id)}
                >
                  {isSigningIn && <Spinner className="size-4 text-current" />}
                  {`Sign in as ${user.name}`}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
