import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import type { Locale } from '#shared/i18n/locales';
import type { CookedMeal, PantryChange } from '#shared/meal-plans/cooked-meal.schemas';
import { mealPlansContracts } from '#shared/meal-plans/meal-plans.contracts';
import { call } from './api-call';
import { pantryAmountText } from './pantry-amount-text';
import { mealPlansQueryRoot, pantryQueryKey, shoppingListsQueryRoot } from './query-keys';
import { toast } from './use-toast';

/** The meal a cook marks: its entry id, and the title the toasts name it by. */
export type CookedMealTarget = { familyId: number; mealPlanId: number; title: string };

/** Long enough to read what was taken and reach Undo (a plain toast closes after 3 s). */
const COOKED_TOAST_MS = 8000;

/** '750 g rice, 3 eggs': what went from (or back to) the pantry, in the reader's language. */
export function pantryChangesText(changes: readonly PantryChange[], locale: Locale): string {
  return changes
    .map((change) => [pantryAmountText(change, locale), change.name].filter(Boolean).join(' '))
    .join(', ');
}

/**
 * Mark as cooked and its Undo (product rule: cooked-deduction), from Today's Plan and from
 * cook mode's last step: the server takes the recipe's amounts from the pantry once; the toast
 * says what it took and offers Undo. Afterwards the plan, the pantry and the family's lists
 * (they subtract the pantry) are read again; other devices hear of it live.
 */
export function useMealCooked({
  onCookedChange,
}: {
  /** The meal's cooked state as the server now says it, after a mark or an Undo. */
  onCookedChange?: (target: CookedMealTarget, cookedAt: string | null) => void;
} = {}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const refresh = (familyId: number) =>
    Promise.all(
      [mealPlansQueryRoot, pantryQueryKey(familyId), shoppingListsQueryRoot].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey: [...queryKey] }),
      ),
    );
  const undo = useMutation({
    mutationFn: (target: CookedMealTarget) =>
      call(mealPlansContracts.undoMealCooked, { params: { id: target.mealPlanId } }),
    onSuccess: (undone, target) => {
      onCookedChange?.(target, undone.mealPlan.cookedAt);
      toast(undoneToast(intl, undone, target));
    },
    onError: () => toast(failedToast(intl, 'cooked.toast.undoFailed')),
    onSettled: (_data, _error, target) => refresh(target.familyId),
  });
  const mark = useMutation({
    mutationFn: (target: CookedMealTarget) =>
      call(mealPlansContracts.markMealCooked, { params: { id: target.mealPlanId } }),
    onSuccess: (cooked, target) => {
      onCookedChange?.(target, cooked.mealPlan.cookedAt);
      toast({
        ...cookedToast(intl, cooked, target),
        duration: COOKED_TOAST_MS,
        action: {
          label: intl.formatMessage({ id: 'cooked.toast.undo' }),
          altText: intl.formatMessage({ id: 'cooked.undoMeal' }, { title: target.title }),
          onClick: () => undo.mutate(target),
        },
      });
    },
    onError: () => toast(failedToast(intl, 'cooked.toast.failed')),
    onSettled: (_data, _error, target) => refresh(target.familyId),
  });
  return {
    markCooked: mark.mutate,
    undoCooked: undo.mutate,
    isPending: mark.isPending || undo.isPending,
  };
}

function cookedToast(intl: IntlShape, cooked: CookedMeal, target: CookedMealTarget) {
  const taken = pantryChangesText(cooked.pantryChanges, intl.locale as Locale);
  return {
    title: intl.formatMessage({ id: 'cooked.toast.marked' }, { title: target.title }),
    description: taken
      ? intl.formatMessage({ id: 'cooked.toast.taken' }, { items: taken })
      : intl.formatMessage({ id: 'cooked.toast.nothingTaken' }),
  };
}

function undoneToast(intl: IntlShape, undone: CookedMeal, target: CookedMealTarget) {
  const back = pantryChangesText(undone.pantryChanges, intl.locale as Locale);
  return {
    title: intl.formatMessage({ id: 'cooked.toast.undone' }, { title: target.title }),
    description: back
      ? intl.formatMessage({ id: 'cooked.toast.putBack' }, { items: back })
      : undefined,
  };
}

function failedToast(
  intl: IntlShape,
  messageId: 'cooked.toast.failed' | 'cooked.toast.undoFailed',
) {
  return {
    variant: 'destructive' as const,
    title: intl.formatMessage({ id: 'cooked.toast.errorTitle' }),
    description: intl.formatMessage({ id: messageId }),
  };
}
