import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHeader } from '#web/components/layout/page-header';
import { AppImportPanel } from '#web/features/app-import/components/app-import-panel';

const LINK_CLASS = 'text-primary underline-offset-4 hover:underline';

/** /admin/import-app: recipes from another app's export (docs/decisions/050). */
export function ImportAppPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'app.importApp.title' })}
        description={
          <>
            {intl.formatMessage({ id: 'app.importApp.description' })}{' '}
            <Link className={LINK_CLASS} to="/admin/import">
              {intl.formatMessage({ id: 'app.importApp.fromUrl' })}
            </Link>
            {' · '}
            <Link className={LINK_CLASS} to="/admin/import-text">
              {intl.formatMessage({ id: 'app.importApp.fromText' })}
            </Link>
          </>
        }
      />
      <AppImportPanel />
    </>
  );
}
