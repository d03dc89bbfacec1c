import { useId, useState, type FormEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { MAX_PLANNED_SERVINGS } from '#shared/meal-plans/meal-plans.schemas';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import {
  useIsPlannedMealPending,
  useUpdatePlannedServings,
} from '#web/features/meal-plan/hooks/use-planned-meal-writes';
import type { PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';

const RANGE_MESSAGE = `Enter a whole number from 1 to ${MAX_PLANNED_SERVINGS}`;

/**
 * The calendar dialog's servings editing: a number (1 to 100) saved with Update Servings.
 * Render it with `key={entry.plannedServings}` so a change from elsewhere resets the field.
 * While a write of the meal is on its way (this one, or a move), its controls wait.
 */
export function PlannedServingsEditor({ entry }: { entry: PlannedMeal & { id: number } }) {
  const inputId = useId();
  const errorId = useId();
  const update = useUpdatePlannedServings('calendar');
  const isPending = useIsPlannedMealPending(entry.id);
  const [value, setValue] = useState(String(entry.plannedServings));
  const parsed = Number(value);
  const isValid =
    value.trim() !== '' &&
    Number.isInteger(parsed) &&
    parsed >= 1 &&
    parsed <= MAX_PLANNED_SERVINGS;
  const canSave = isValid && parsed !== entry.plannedServings && !isPending;

  const nudge = (delta: number) => {
    const base = isValid ? parsed : entry.plannedServings;
    setValue(String(Math.min(MAX_PLANNED_SERVINGS, Math.max(1, base + delta))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) update.mutate({ entry, plannedServings: parsed });
  };

  return (
    <form onSubmit={submit} className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        Planned servings
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center rounded-md border bg-card shadow-sm">
          <Button
            variant="ghost"
            size="icon"
            className="size-9 rounded-r-none"
            aria-label="Fewer servings"
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
            value={value}
            readOnly={isPending}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={!isValid}
            aria-describedby={isValid ? undefined : errorId}
            className="h-9 w-16 rounded-none border-y-0 text-center tabular-nums shadow-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
          <Button
            variant="ghost"
            size="icon"
            className="size-9 rounded-l-none"
            aria-label="More servings"
            disabled={isPending || (isValid && parsed >= MAX_PLANNED_SERVINGS)}
            onClick={() => nudge(1)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <Button type="submit" size="sm" className="h-9" disabled={!canSave}>
          {isPending ? 'Updating...' : 'Update Servings'}
        </Button>
      </div>
      {!isValid && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {RANGE_MESSAGE}
        </p>
      )}
    </form>
  );
}
