import { useIntl } from 'react-intl';
import { PackageCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';

/**
 * Done Shopping (product rule: bought-to-pantry): puts the ticked items into the pantry. Off
 * while nothing ticked is left to add, and while the request is on its way, so a second tap
 * sends nothing.
 */
export function DoneShoppingButton({
  canStock,
  isStocking,
  onDoneShopping,
}: {
  canStock: boolean;
  isStocking: boolean;
  onDoneShopping: () => void;
}) {
  const intl = useIntl();
  const { offline, reasonProps } = useNeedsConnection();
  return (
    <Button
      size="sm"
      disabled={!canStock || isStocking || offline}
      aria-busy={isStocking || undefined}
      title={intl.formatMessage({ id: 'shopping.pantry.doneShoppingHint' })}
      {...reasonProps}
      onClick={onDoneShopping}
    >
      <PackageCheck aria-hidden="true" />
      {intl.formatMessage({ id: 'shopping.pantry.doneShopping' })}
    </Button>
  );
}
