import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RotateCcw } from 'lucide-react';
import { Button } from '#web/components/ui/button';

/**
 * '{n} items total • {m} checked' and Reset Checked Items, disabled when none is
 * (product rule: shopping-footer); `action` (Done Shopping) beside it.
 */
export function ShoppingListFooter({
  total,
  checked,
  onResetChecked,
  action,
}: {
  total: number;
  checked: number;
  onResetChecked: () => void;
  action?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="mt-4 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between print:hidden">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {intl.formatMessage({ id: 'shopping.footer.counts' }, { total, checked })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={checked === 0} onClick={onResetChecked}>
          <RotateCcw aria-hidden="true" />
          {intl.formatMessage({ id: 'shopping.footer.resetChecked' })}
        </Button>
        {action}
      </div>
    </div>
  );
}
