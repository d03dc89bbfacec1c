import { PageHeader } from '#web/components/layout/page-header';
import { UserFamiliesPanel } from '#web/features/admin-people/components/user-families/user-families-panel';

/** /admin/user-families (product rule: admin-user-families). */
export function AdminUserFamiliesPage() {
  return (
    <>
      <PageHeader title="User Family Management" description="Which family each user belongs to." />
      <UserFamiliesPanel />
    </>
  );
}
