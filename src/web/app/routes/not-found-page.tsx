import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { CookingPot } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useDocumentTitle } from '#web/lib/use-document-title';

export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.notFound.title' });
  useDocumentTitle(title);
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center sm:py-20">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <CookingPot className="size-8" aria-hidden="true" />
      </span>
      <h1 className="font-display text-3xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-lg text-muted-foreground">
        {intl.formatMessage({ id: 'app.notFound.text' })}
      </p>
      <p className="max-w-lg rounded-md border bg-muted px-3 py-2 font-mono text-xs wrap-anywhere text-muted-foreground">
        {intl.formatMessage({ id: 'app.notFound.detail' }, { path: pathname })}
      </p>
      <Button asChild>
        <Link to="/">{intl.formatMessage({ id: 'app.backToRecipes' })}</Link>
      </Button>
    </div>
  );
}
