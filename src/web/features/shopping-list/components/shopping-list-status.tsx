import { useIntl } from 'react-intl';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';

export function ShoppingListLoading() {
  const intl = useIntl();
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" label={intl.formatMessage({ id: 'shopping.loading' })} />
    </div>
  );
}

/**
 * The week could not be loaded (no automatic retry, product rule: shopping-week-cache), so offer
 * one.
 */
export function ShoppingListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert variant="destructive" className="items-start">
      <div className="grid flex-1 gap-1">
        <AlertTitle>{intl.formatMessage({ id: 'shopping.loadFailed' })}</AlertTitle>
        <AlertDescription>
          {errorMessage(intl, error, 'shopping.loadFailedDescription')}
        </AlertDescription>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {intl.formatMessage({ id: 'shopping.tryAgain' })}
      </Button>
    </Alert>
  );
}
