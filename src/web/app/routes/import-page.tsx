import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHeader } from '#web/components/layout/page-header';
import { ImportRecipeForm } from '#web/features/import/components/import-recipe-form';

/** /admin/import: a recipe from a web address (product rule: import-pages). */
export function ImportPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'app.import.title' })}
        description={
          <>
            {intl.formatMessage({ id: 'app.import.description' })}{' '}
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to="/admin/import-text"
            >
              {intl.formatMessage({ id: 'app.import.fromText' })}
            </Link>
            {' · '}
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to="/admin/import-app"
            >
              {intl.formatMessage({ id: 'app.import.fromApp' })}
            </Link>
          </>
        }
      />
      <ImportRecipeForm mode="url" />
    </>
  );
}
