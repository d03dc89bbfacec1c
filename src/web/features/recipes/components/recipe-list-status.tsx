import { Button } from '#web/components/ui/button';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Spinner } from '#web/components/ui/spinner';
import { getErrorMessage } from '#web/lib/api-client';

/** While a recipe list loads. */
export function RecipeListLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" label="Loading recipes" />
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
  return (
    <Alert variant="destructive" className="items-start">
      <div className="grid flex-1 gap-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{getErrorMessage(error, 'Please try again.')}</AlertDescription>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** '12 recipes' or '3 of 12 recipes', announced politely as the filters change. */
export function RecipeCount({ shown, total }: { shown: number; total: number }) {
  const noun = (n: number) => (n === 1 ? 'recipe' : 'recipes');
  return (
    <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="recipe-count">
      {shown === total ? `${total} ${noun(total)}` : `${shown} of ${total} ${noun(total)}`}
    </p>
  );
}
