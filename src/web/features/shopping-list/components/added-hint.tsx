import { useIntl } from 'react-intl';

/**
 * The small "added" after an item added by hand (product rule: added-items), a space before it
 * so a screen reader reads 'cream added'.
 */
export function AddedHint() {
  const intl = useIntl();
  return (
    <>
      {' '}
      <span
        className="ml-1.5 inline-block rounded border border-primary/40 px-1.5 text-xs leading-5 whitespace-nowrap text-primary print:border-black print:text-black"
        title={intl.formatMessage({ id: 'shopping.item.addedTitle' })}
        data-testid="added-hint"
      >
        {intl.formatMessage({ id: 'shopping.item.added' })}
      </span>
    </>
  );
}
