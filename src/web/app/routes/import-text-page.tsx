import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHeader } from '#web/components/layout/page-header';
import { ImportRecipeForm } from '#web/features/import/components/import-recipe-form';

/** /admin/import-text: a recipe from pasted text, HTML or JSON-LD (product rule: import-pages). */
export function ImportTextPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'app.importText.title' })}
        description={
          <>
            {intl.formatMessage({ id: 'app.importText.description' })}{' '}
            <Link className="text-primary underline-offset-4 hover:underline" to="/admin/import">
              {intl.formatMessage({ id: 'app.importText.fromUrl' })}
            </Link>
            {' · '}
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to="/admin/import-app"
            >
              {intl.formatMessage({ id: 'app.importText.fromApp' })}
            </Link>
          </>
        }
      />
      <ImportRecipeForm mode="text" />
    </>
  );
}
