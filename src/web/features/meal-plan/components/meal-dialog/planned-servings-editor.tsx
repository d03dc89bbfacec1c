import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Minus, Plus } from 'lucide-react';
import { MAX_PLANNED_SERVINGS, plannedServingsSchema } from '#shared/meal-plans/meal-plans.schemas';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { formSchemaFor } from '#web/lib/form-schema';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { validationMessage } from '#web/lib/i18n/validation-message';
import {
  useIsPlannedMealPending,
  useUpdatePlannedServings,
} from '#web/features/meal-plan/hooks/use-planned-meal-writes';
import type { PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';

/** 'Enter a whole number from 1 to 100': an id, formatted with the bound where it shows. */
const RANGE_MESSAGE = 'mealPlan.servingsEditor.range' satisfies MessageId;

/**
 * The field holds text; it is the shared planned-servings rule, said in the dialog's words
 * (spec), and the PATCH body is then checked with the shared schema.
 */
export const plannedServingsFormSchema = formSchemaFor({
  fields: z.object({
    plannedServings: z
      .string()
      .refine(
        (text) => text.trim() !== '' && plannedServingsSchema.safeParse(Number(text)).success,
        RANGE_MESSAGE,
      ),
  }),
  toBody: ({ plannedServings }) => ({ plannedServings: Number(plannedServings) }),
  // The PATCH body's servings (updateMealPlanBodySchema), here required.
  body: z.object({ plannedServings: plannedServingsSchema }),
  path: 'plannedServings',
});
type PlannedServingsFormValues = z.input<typeof plannedServingsFormSchema>;

/**
 * The calendar dialog's servings editing: a number (1 to 100) saved with Update Servings.
 * Render it with `key={entry.plannedServings}` so a change from elsewhere resets the field.
 * While a write of the meal is on its way (this one, or a move), its controls wait. Offline the
 * number stays editable but Update Servings waits for a connection (docs/decisions/048).
 */
export function PlannedServingsEditor({ entry }: { entry: PlannedMeal & { id: number } }) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const update = useUpdatePlannedServings('calendar');
  const isPending = useIsPlannedMealPending(entry.id);
  const { offline, reasonProps } = useNeedsConnection();
  const form = useForm<
    PlannedServingsFormValues,
    unknown,
    z.output<typeof plannedServingsFormSchema>
  >({
    resolver: zodResolver(plannedServingsFormSchema),
    // The message shows while the number is out of range, as the user types.
    mode: 'onChange',
    defaultValues: { plannedServings: String(entry.plannedServings) },
  });
  const value = useWatch({ control: form.control, name: 'plannedServings' });
  const error = form.formState.errors.plannedServings?.message;
  const isValid = !error;
  const errorText =
    error === RANGE_MESSAGE
      ? intl.formatMessage({ id: RANGE_MESSAGE }, { max: MAX_PLANNED_SERVINGS })
      : validationMessage(intl, error);
  const parsed = Number(value);
  const canSave = isValid && parsed !== entry.plannedServings && !isPending && !offline;

  const nudge = (delta: number) => {
    const base = isValid ? parsed : entry.plannedServings;
    const next = Math.min(MAX_PLANNED_SERVINGS, Math.max(1, base + delta));
    form.setValue('plannedServings', String(next), { shouldValidate: true });
  };
  const submit = form.handleSubmit(({ plannedServings }) => {
    if (plannedServings !== entry.plannedServings && !isPending && !offline) {
      update.mutate({ entry, plannedServings });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {intl.formatMessage({ id: 'mealPlan.servingsEditor.label' })}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center rounded-md border bg-card shadow-sm">
          <Button
            variant="ghost"
            size="icon"
            className="size-9 rounded-r-none"
            aria-label={intl.formatMessage({ id: 'mealPlan.servingsEditor.fewer' })}
            disabled={isPending || (isValid && parsed <= 1)}
            onClick={() => nudge(-1)}
          >
            <Minus aria-hidden="true" />
          </Button>
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PLANNED_SERVINGS}
            step={1}
            readOnly={isPending}
            {...form.register('plannedServings')}
            aria-invalid={!isValid}
            aria-describedby={isValid ? undefined : errorId}
            className="h-9 w-16 rounded-none border-y-0 text-center tabular-nums shadow-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <Button
            variant="ghost"
            size="icon"
            className="size-9 rounded-l-none"
            aria-label={intl.formatMessage({ id: 'mealPlan.servingsEditor.more' })}
            disabled={isPending || (isValid && parsed >= MAX_PLANNED_SERVINGS)}
            onClick={() => nudge(1)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <Button type="submit" size="sm" className="h-9" disabled={!canSave} {...reasonProps}>
          {intl.formatMessage({
            id: isPending ? 'mealPlan.servingsEditor.updating' : 'mealPlan.servingsEditor.update',
          })}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {errorText}
        </p>
      )}
    </form>
  );
}
