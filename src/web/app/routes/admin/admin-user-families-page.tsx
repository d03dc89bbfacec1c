import { useIntl } from 'react-intl';
import { PageHeader } from '#web/components/layout/page-header';
import { UserFamiliesPanel } from '#web/features/admin-people/components/user-families/user-families-panel';

/** /admin/user-families (product rule: admin-user-families). */
export function AdminUserFamiliesPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'app.admin.userFamilies.title' })}
        description={intl.formatMessage({ id: 'app.admin.userFamilies.description' })}
      />
      <UserFamiliesPanel />
    </>
  );
}
