import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { RotateCcw, UtensilsCrossed } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/utils';
import { useDocumentTitle } from '#web/lib/use-document-title';

/**
 * The routes' error element: a screen that throws while rendering shows this instead of a
 * blank page. Inside the shell (`fullPage` false) the header and navigation stay usable.
 * Try again drops the cached answers no mounted screen uses (the failed screen's) and renders
 * the route afresh, so data that tripped the screen is fetched again.
 */
export function RouteErrorPage({ fullPage = false }: { fullPage?: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.routeError.title' });
  useDocumentTitle(title);
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    console.error('A screen failed to render', error);
  }, [error]);

  const tryAgain = () => {
    // The failed screen's data (its queries have no observers now) is fetched afresh.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    // A navigation to the same place clears the router's error and renders the route again.
    void navigate(location, { replace: true });
  };

  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-4 py-12 text-center sm:py-20',
        fullPage && 'min-h-dvh justify-center bg-background px-6',
      )}
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <UtensilsCrossed className="size-8" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">
        {intl.formatMessage({ id: 'app.routeError.text' })}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={tryAgain}>
          <RotateCcw aria-hidden="true" />
          {intl.formatMessage({ id: 'app.routeError.tryAgain' })}
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument={fullPage}>
            {intl.formatMessage({ id: 'app.backToRecipes' })}
          </Link>
        </Button>
      </div>
    </div>
  );
}
