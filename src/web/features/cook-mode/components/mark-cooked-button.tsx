import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CircleCheck, UtensilsCrossed } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useMealCooked, type CookedMealTarget } from '#web/lib/cooked-meal';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';

/**
 * Cook mode's last step, opened from a planned meal: "Mark as cooked" takes the meal's amounts
 * from the pantry (product rule: cooked-deduction); its toast offers Undo, which turns the
 * button back. Offline it waits for a connection (docs/decisions/048): the pantry's deduction
 * is the server's to make.
 */
export function MarkCookedButton({ target }: { target: CookedMealTarget }) {
  const intl = useIntl();
  const [cookedAt, setCookedAt] = useState<string | null>(null);
  const { markCooked, isPending } = useMealCooked({
    onCookedChange: (_target, now) => setCookedAt(now),
  });
  const { offline, reasonProps } = useNeedsConnection();
  const cooked = cookedAt !== null;
  return (
    <Button
      variant="secondary"
      className="h-14 w-full text-base"
      disabled={isPending || cooked || offline}
      {...reasonProps}
      onClick={() => markCooked(target)}
    >
      {cooked ? (
        <CircleCheck className="size-6" aria-hidden="true" />
      ) : (
        <UtensilsCrossed className="size-6" aria-hidden="true" />
      )}
      {intl.formatMessage({ id: cooked ? 'cooked.markedAsCooked' : 'cooked.markAsCooked' })}
    </Button>
  );
}
