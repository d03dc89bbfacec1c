import { useIntl } from 'react-intl';
import { BookOpen, House, type LucideIcon, UtensilsCrossed, Users } from 'lucide-react';
import type { StatKind } from '#shared/admin/stats.schemas';
import { Card } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useStatCount } from '../api/stat-count';

interface Stat {
  kind: StatKind;
  labelId: MessageId;
  loadingId: MessageId;
  icon: LucideIcon;
}

const STATS: ReadonlyArray<Stat> = [
  {
    kind: 'cookbooks',
    labelId: 'adminDashboard.stats.cookbooks',
    loadingId: 'adminDashboard.stats.cookbooksLoading',
    icon: BookOpen,
  },
  {
    kind: 'users',
    labelId: 'adminDashboard.stats.users',
    loadingId: 'adminDashboard.stats.usersLoading',
    icon: Users,
  },
  {
    kind: 'families',
    labelId: 'adminDashboard.stats.families',
    loadingId: 'adminDashboard.stats.familiesLoading',
    icon: House,
  },
  {
    kind: 'recipes',
    labelId: 'adminDashboard.stats.recipes',
    loadingId: 'adminDashboard.stats.recipesLoading',
    icon: UtensilsCrossed,
  },
];

/** The dashboard's four totals (product rule: admin-dashboard); each loads on its own. */
export function StatCards() {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'adminDashboard.stats.label' })}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {STATS.map((stat) => (
        <li key={stat.kind} className="min-w-0">
          <StatCard {...stat} />
        </li>
      ))}
    </ul>
  );
}

function StatCard({ kind, labelId, loadingId, icon: Icon }: Stat) {
  const count = useStatCount(kind);
  const intl = useIntl();
  const labelElementId = `stat-${kind}-label`;
  return (
    <Card
      role="group"
      aria-labelledby={labelElementId}
      className="flex h-full flex-col gap-2 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <p id={labelElementId} className="text-sm font-medium text-muted-foreground">
          {intl.formatMessage({ id: labelId })}
        </p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-primary/20">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      {count.isPending ? (
        <Spinner label={intl.formatMessage({ id: loadingId })} />
      ) : count.isError ? (
        <p className="text-sm text-destructive" title={errorMessage(intl, count.error)}>
          {intl.formatMessage({ id: 'adminDashboard.stats.loadFailed' })}
        </p>
      ) : (
        <p className="font-display text-3xl font-bold tabular-nums">
          {intl.formatNumber(count.data.count)}
        </p>
      )}
    </Card>
  );
}
