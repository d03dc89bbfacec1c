import { useIntl } from 'react-intl';
import { PageHeader } from '#web/components/layout/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useCurrentFamily } from '#web/lib/current-family';
import { errorMessage } from '#web/lib/i18n/error-message';
import { usePantry } from '#web/features/pantry/api/pantry';
import { PantryView } from '#web/features/pantry/components/pantry-view';

/** /pantry (product rule: pantry-page): what the current family has at home. */
export function PantryPage() {
  const intl = useIntl();
  const { currentFamilyId } = useCurrentFamily();
  const pantry = usePantry(currentFamilyId);
  const title = intl.formatMessage({ id: 'pantry.title' });

  let content;
  if (currentFamilyId === null) {
    content = (
      <p role="status" className="rounded-xl border bg-card p-4 text-muted-foreground">
        {intl.formatMessage({ id: 'pantry.noFamily' })}
      </p>
    );
  } else if (pantry.isPending) {
    content = (
      <Spinner
        className="mx-auto my-12 size-8"
        label={intl.formatMessage({ id: 'pantry.loading' })}
      />
    );
  } else if (pantry.isError) {
    content = (
      <p role="alert" className="rounded-xl border bg-card p-4">
        {intl.formatMessage(
          { id: 'pantry.loadFailed' },
          { error: errorMessage(intl, pantry.error) },
        )}
      </p>
    );
  } else {
    content = <PantryView familyId={currentFamilyId} items={pantry.data} />;
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={title} description={intl.formatMessage({ id: 'pantry.description' })} />
      {content}
    </div>
  );
}
