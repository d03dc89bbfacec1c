import { PageHeader } from '#web/components/layout/page-header';
import { FamiliesPanel } from '#web/features/admin-people/components/families/families-panel';

/** /admin/families (product rule: admin-families). */
export function AdminFamiliesPage() {
  return (
    <>
      <PageHeader
        title="Family Management"
        description="Families, the cookbooks they use and their members."
      />
      <FamiliesPanel />
    </>
  );
}
