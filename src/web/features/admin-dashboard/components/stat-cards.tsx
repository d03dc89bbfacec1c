import { BookOpen, House, type LucideIcon, UtensilsCrossed, Users } from 'lucide-react';
import type { StatKind } from '#shared/admin/stats.schemas';
import { Card } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { useStatCount } from '../api/stat-count';

const STATS: ReadonlyArray<{ kind: StatKind; label: string; icon: LucideIcon }> = [
  { kind: 'cookbooks', label: 'Total Cookbooks', icon: BookOpen },
  { kind: 'users', label: 'Users', icon: Users },
  { kind: 'families', label: 'Families', icon: House },
  { kind: 'recipes', label: 'Recipes', icon: UtensilsCrossed },
];

/** The dashboard's four totals (product rule: admin-dashboard); each loads on its own. */
export function StatCards() {
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {STATS.map((stat) => (
        <li key={stat.kind} className="min-w-0">
          <StatCard {...stat} />
        </li>
      ))}
    </ul>
  );
}

function StatCard({
  kind,
  label,
  icon: Icon,
}: {
  kind: StatKind;
  label: string;
  icon: LucideIcon;
}) {
  const count = useStatCount(kind);
  const labelId = `stat-${kind}-label`;
  return (
    <Card role="group" aria-labelledby={labelId} className="flex h-full flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-primary/20">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      {count.isPending ? (
        <Spinner label={`Loading ${label.toLowerCase()}`} />
      ) : count.isError ? (
        <p className="text-sm text-destructive" title={count.error.message}>
          Could not load
        </p>
      ) : (
        <p className="font-display text-3xl font-bold tabular-nums">
          {count.data.count.toLocaleString()}
        </p>
      )}
    </Card>
  );
}
