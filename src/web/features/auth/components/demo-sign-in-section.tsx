import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';
import { toast } from '#web/lib/use-toast';
import { useDemoSignIn } from '../api/demo-sign-in';
import { useDemoUsers } from '../api/demo-users';

/**
 * Local installs without Google: sign in as one of the seeded users. The URL stays, so a deep
 * link (or the screen a lost session left) opens once signed in; /auth goes on to / (Root).
 */
export function DemoSignInSection() {
  const demoUsers = useDemoUsers(true);
  const signIn = useDemoSignIn();
  const intl = useIntl();

  const signInAs = (userId: number) => {
    signIn.mutate(
      { userId },
      {
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'auth.demo.failed' }),
            // The server's reason when it gave one (as before), else the page's own sentence.
            description: errorMessage(intl, error, 'auth.demo.failedDetail'),
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="demo-sign-in-title" className="grid gap-3">
      <div>
        <h2 id="demo-sign-in-title" className="text-base font-semibold">
          {intl.formatMessage({ id: 'auth.demo.title' })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage({ id: 'auth.demo.description' })}
        </p>
      </div>
      {demoUsers.isPending && (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> {intl.formatMessage({ id: 'auth.demo.loading' })}
        </div>
      )}
      {demoUsers.isError && (
        <p className="text-sm text-destructive">
          {intl.formatMessage({ id: 'auth.demo.loadFailed' })}
        </p>
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
                  {intl.formatMessage({ id: 'auth.demo.signInAs' }, { name: user.name })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
