import { useIntl } from 'react-intl';
import { Check, CircleCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useMealCooked } from '#web/lib/cooked-meal';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { cn } from '#web/lib/utils';

/**
 * Today's Plan: mark a planned meal cooked, which takes its amounts from the pantry, or undo it
 * (product rule: cooked-deduction). A toggle, so the state is read out as pressed or not.
 * Offline it waits for a connection (docs/decisions/048).
 */
export function CookedToggle({
  familyId,
  mealPlanId,
  title,
  cookedAt,
}: {
  familyId: number;
  mealPlanId: number;
  title: string;
  cookedAt: string | null;
}) {
  const intl = useIntl();
  const { markCooked, undoCooked, isPending } = useMealCooked();
  const { offline, reasonProps } = useNeedsConnection();
  const cooked = cookedAt !== null;
  const target = { familyId, mealPlanId, title };
  return (
    <Button
      variant={cooked ? 'secondary' : 'outline'}
      aria-pressed={cooked}
      disabled={isPending || offline}
      {...reasonProps}
      aria-label={intl.formatMessage(
        { id: cooked ? 'cooked.undoMeal' : 'cooked.markMeal' },
        { title },
      )}
      onClick={() => (cooked ? undoCooked(target) : markCooked(target))}
      className={cn(
        'h-auto min-h-12 shrink-0 flex-col gap-0.5 px-3',
        cooked && 'text-emerald-700 dark:text-emerald-400',
      )}
    >
      {cooked ? (
        <CircleCheck className="size-5" aria-hidden="true" />
      ) : (
        <Check className="size-5" aria-hidden="true" />
      )}
      <span className="text-xs">
        {intl.formatMessage({ id: cooked ? 'cooked.done' : 'cooked.mark' })}
      </span>
    </Button>
  );
}
