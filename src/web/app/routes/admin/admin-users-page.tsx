import { useIntl } from 'react-intl';
import { PageHeader } from '#web/components/layout/page-header';
import { UsersPanel } from '#web/features/admin-people/components/users/users-panel';

/** /admin/users (product rule: admin-users). */
export function AdminUsersPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'app.admin.users.title' })}
        description={intl.formatMessage({ id: 'app.admin.users.description' })}
      />
      <UsersPanel />
    </>
  );
}
