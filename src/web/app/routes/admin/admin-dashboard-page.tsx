import { useIntl } from 'react-intl';
import { PageHeader } from '#web/components/layout/page-header';
import { ControlCards } from '#web/features/admin-dashboard/components/control-cards';
import { RecentChanges } from '#web/features/admin-dashboard/components/recent-changes';
import { StatCards } from '#web/features/admin-dashboard/components/stat-cards';

/** /admin (product rule: admin-dashboard): totals, the admin pages, recent changes. */
export function AdminDashboardPage() {
  const intl = useIntl();
  return (
    <div className="grid gap-8">
      <PageHeader
        className="mb-0"
        title={intl.formatMessage({ id: 'app.admin.dashboard.title' })}
        description={intl.formatMessage({ id: 'app.admin.dashboard.description' })}
      />
      <StatCards />
      <section aria-labelledby="admin-controls-heading" className="grid gap-4">
        <h2 id="admin-controls-heading" className="text-lg font-semibold tracking-tight">
          {intl.formatMessage({ id: 'app.admin.dashboard.manage' })}
        </h2>
        <ControlCards />
      </section>
      <RecentChanges />
    </div>
  );
}
