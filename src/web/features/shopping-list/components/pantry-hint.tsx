import { useIntl } from 'react-intl';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';

const hintStyle = 'ml-1.5 inline-block rounded px-1.5 text-xs leading-5 whitespace-nowrap';

/** The hint after the item's text, a space between, so a screen reader reads 'rice rest at home'. */
function Hint(props: { className: string; title?: string; children: string }) {
  return (
    <>
      {' '}
      <span {...props} />
    </>
  );
}

/**
 * What the pantry says of an item (product rule: pantry-subtraction): "at home?" when it has
 * some of unknown amount, "rest at home" when the amount shown is only what it lacks; "in the
 * pantry" once the bought item went there (product rule: bought-to-pantry).
 */
export function PantryHint({ item }: { item: ShoppingListItem }) {
  const intl = useIntl();
  if (item.stockedAt !== null) {
    return (
      <Hint className={`${hintStyle} bg-secondary text-secondary-foreground`}>
        {intl.formatMessage({ id: 'shopping.pantry.inPantry' })}
      </Hint>
    );
  }
  if (item.pantryState === 'unknown') {
    return (
      <Hint
        className={`${hintStyle} border border-amber-600/40 text-amber-800 dark:border-amber-400/40 dark:text-amber-300`}
        title={intl.formatMessage({ id: 'shopping.pantry.atHomeTitle' })}
      >
        {intl.formatMessage({ id: 'shopping.pantry.atHome' })}
      </Hint>
    );
  }
  if (item.pantryState === 'partial') {
    return (
      <Hint className={`${hintStyle} text-muted-foreground italic`}>
        {intl.formatMessage({ id: 'shopping.pantry.restAtHome' })}
      </Hint>
    );
  }
  return null;
}
