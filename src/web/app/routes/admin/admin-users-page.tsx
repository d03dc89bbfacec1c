import { PageHeader } from '#web/components/layout/page-header';
import { UsersPanel } from '#web/features/admin-people/components/users/users-panel';

/** /admin/users (product rule: admin-users). */
export function AdminUsersPage() {
  return (
    <>
      <PageHeader
        title="User Management"
        description="Everyone who can sign in, and their families."
      />
      <UsersPanel />
    </>
  );
}
