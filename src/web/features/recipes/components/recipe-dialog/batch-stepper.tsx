import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

/** Batches in the recipe dialog (spec §9). */
export const MIN_BATCHES = 1;
export const MAX_BATCHES = 5;

/**
 * The dialog's batch count: starts at 1, stays within 1 to 5, and goes back to 1 whenever a
 * different recipe loads (`recipeId` changes).
 */
export function useBatchCount(recipeId: number | null | undefined) {
  const [state, setState] = useState({ recipeId, batches: MIN_BATCHES });
  let batches = state.batches;
  if (state.recipeId !== recipeId) {
    batches = MIN_BATCHES;
    setState({ recipeId, batches });
  }
  const setBatches = (next: number) =>
    setState({ recipeId, batches: Math.min(MAX_BATCHES, Math.max(MIN_BATCHES, next)) });
  return [batches, setBatches] as const;
}

/** Minus / count / plus; minus is disabled at 1 and plus at 5. */
export function BatchStepper({
  value,
  onChange,
  min = MIN_BATCHES,
  max = MAX_BATCHES,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium">
        Batches
      </span>
      <div className="flex items-center rounded-md border bg-card shadow-sm">
        <Button
          variant="ghost"
          size="icon"
          className="size-9 rounded-r-none"
          aria-label="Decrease batches"
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          aria-label="Batch count"
          className="w-10 text-center text-sm font-semibold tabular-nums"
        >
          {value}x
        </output>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 rounded-l-none"
          aria-label="Increase batches"
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
