import { useIntl } from 'react-intl';
import { BookOpen } from 'lucide-react';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import { Badge } from '#web/components/ui/badge';
import { cn } from '#web/lib/utils';

/** One My Cookbooks card: the whole card is a switch between active and inactive. */
export function CookbookToggle({
  cookbook,
  isActive,
  disabled,
  onToggle,
}: {
  cookbook: Cookbook;
  isActive: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const descriptionId = `cookbook-toggle-${cookbook.id}-description`;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isActive}
      aria-label={cookbook.name}
      aria-describedby={descriptionId}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'flex h-full w-full min-w-0 flex-col gap-2 rounded-lg border-2 p-4 text-left transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-70',
        isActive
          ? 'border-primary bg-primary/5 hover:bg-primary/10 dark:bg-primary/10 dark:hover:bg-primary/15'
          : 'border-dashed border-border bg-muted/40 hover:bg-secondary',
      )}
    >
      <span className="flex w-full items-start gap-3">
        <BookOpen
          className={cn(
            'mt-0.5 size-5 shrink-0',
            isActive ? 'text-primary' : 'text-muted-foreground',
          )}
          aria-hidden="true"
        />
        <span
          className={cn(
            'min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]',
            !isActive && 'text-muted-foreground',
          )}
        >
          {cookbook.name}
        </span>
        <SwitchLook on={isActive} />
      </span>
      <span id={descriptionId} className="grid gap-2">
        {cookbook.description && (
          <span className="line-clamp-2 text-sm [overflow-wrap:anywhere] text-muted-foreground">
            {cookbook.description}
          </span>
        )}
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={isActive ? 'default' : 'outline'}>
            {intl.formatMessage({
              id: isActive ? 'profile.cookbooks.active' : 'profile.cookbooks.inactive',
            })}
          </Badge>
          <span className="text-xs text-muted-foreground">
            {intl.formatMessage(
              { id: 'profile.cookbooks.recipeCount' },
              { count: cookbook.recipeCount },
            )}
          </span>
        </span>
      </span>
    </button>
  );
}

/** The picture of a switch; the card itself is the control. */
function SwitchLook({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-5 w-9 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
        on ? 'bg-primary' : 'bg-input',
      )}
    >
      <span
        className={cn(
          'block size-4 rounded-full bg-card shadow transition-transform dark:bg-foreground',
          on ? 'translate-x-4' : 'translate-x-0',
        )}
      />
    </span>
  );
}
