import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { List, MonitorOff, Square, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { formatServings } from '#web/lib/recipe-display';
import { cn } from '#web/lib/utils';
import type { WakeLockStatus } from '../hooks/use-wake-lock';

export type CookView = 'step' | 'list';

/** The recipe's name and servings, One step / All steps, and the way out of cook mode. */
export function CookModeHeader({
  title,
  servings,
  view,
  onViewChange,
  wakeLock,
  onExit,
  ingredientsButton,
}: {
  title: string;
  servings: number;
  view: CookView;
  onViewChange: (view: CookView) => void;
  wakeLock: WakeLockStatus;
  onExit: () => void;
  /** The ingredients sheet's button, shown on narrow screens only. */
  ingredientsButton: ReactNode;
}) {
  const intl = useIntl();
  const views = [
    { value: 'step', icon: Square, label: intl.formatMessage({ id: 'cook.view.step' }) },
    { value: 'list', icon: List, label: intl.formatMessage({ id: 'cook.view.list' }) },
  ] as const;
  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-muted-foreground">
            {intl.formatMessage({ id: 'cook.header.label' })}
          </p>
          <h1 className="font-display text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
          <p className="text-base text-muted-foreground">{formatServings(intl, servings)}</p>
        </div>
        <Button variant="outline" className="h-12 shrink-0 px-4 text-base" onClick={onExit}>
          <X className="size-5" aria-hidden="true" />
          {intl.formatMessage({ id: 'cook.header.exit' })}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'cook.view.label' })}
          className="flex rounded-lg border bg-card p-1"
        >
          {views.map(({ value, icon: Icon, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => onViewChange(value)}
              className={cn(
                'flex min-h-12 items-center gap-2 rounded-md px-3 text-base font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                view === value ? 'bg-primary text-primary-foreground' : 'hover:bg-secondary',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        {ingredientsButton}
      </div>
      {(wakeLock === 'unsupported' || wakeLock === 'failed') && (
        <p className="flex items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
          <MonitorOff className="size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage({
            id: wakeLock === 'unsupported' ? 'cook.wakeLock.unsupported' : 'cook.wakeLock.failed',
          })}
        </p>
      )}
    </div>
  );
}
