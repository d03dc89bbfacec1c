import { useIntl } from 'react-intl';
import { errorMessage } from '#web/lib/i18n/error-message';
import { Button } from '#web/components/ui/button';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Spinner } from '#web/components/ui/spinner';

/** While a recipe list loads. */
export function RecipeListLoading() {
  const intl = useIntl();
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" label={intl.formatMessage({ id: 'recipes.list.loading' })} />
    </div>
  );
}

/** When a recipe list failed to load, with a retry. */
export function RecipeListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert variant="destructive" className="items-start">
      <div className="grid flex-1 gap-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{errorMessage(intl, error, 'recipes.tryAgainHint')}</AlertDescription>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {intl.formatMessage({ id: 'recipes.list.tryAgain' })}
      </Button>
    </Alert>
  );
}

/** '12 recipes' or '3 of 12 recipes', announced politely as the filters change. */
export function RecipeCount({ shown, total }: { shown: number; total: number }) {
  const intl = useIntl();
  return (
    <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="recipe-count">
      {shown === total
        ? intl.formatMessage({ id: 'recipes.list.count' }, { total })
        : intl.formatMessage({ id: 'recipes.list.countFiltered' }, { shown, total })}
    </p>
  );
}
