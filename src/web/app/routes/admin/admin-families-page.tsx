import { useIntl } from 'react-intl';
import { PageHeader } from '#web/components/layout/page-header';
import { FamiliesPanel } from '#web/features/admin-people/components/families/families-panel';

/** /admin/families (product rule: admin-families). */
export function AdminFamiliesPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'app.admin.families.title' })}
        description={intl.formatMessage({ id: 'app.admin.families.description' })}
      />
      <FamiliesPanel />
    </>
  );
}
