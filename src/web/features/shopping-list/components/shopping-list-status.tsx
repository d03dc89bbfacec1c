import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { getErrorMessage } from '#web/lib/api-client';

export function ShoppingListLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" label="Loading shopping list" />
    </div>
  );
}

/**
 * The week could not be loaded (no automatic retry, product rule: shopping-week-cache), so offer
 * one.
 */
export function ShoppingListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="items-start">
      <div className="grid flex-1 gap-1">
        <AlertTitle>Failed to load the shopping list</AlertTitle>
        <AlertDescription>{getErrorMessage(error, 'Please try again.')}</AlertDescription>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
