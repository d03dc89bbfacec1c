import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Minus, Plus } from 'lucide-react';
import { Button } from '../ui/button';

/** Batches in the recipe dialog (product rule: batch-stepper). */
export const MIN_BATCHES = 1;
export const MAX_BATCHES = 5;

const clampBatches = (value: number) => Math.min(MAX_BATCHES, Math.max(MIN_BATCHES, value));

/**
 * The dialog's batch count: starts at `initial` (1 unless a planned meal says otherwise),
 * stays within 1 to 5, and starts over whenever a different recipe loads (`recipeId` changes).
 */
export function useBatchCount(recipeId: number | null | undefined, initial = MIN_BATCHES) {
  const [state, setState] = useState(() => ({ recipeId, batches: clampBatches(initial) }));
  let batches = state.batches;
  if (state.recipeId !== recipeId) {
    batches = clampBatches(initial);
    setState({ recipeId, batches });
  }
  const setBatches = (next: number) => setState({ recipeId, batches: clampBatches(next) });
  return [batches, setBatches] as const;
}

/**
 * Minus / count / plus; minus is disabled at 1 and plus at 5. `compact` (the staging cards)
 * keeps the Batches label for screen readers only and uses smaller buttons. `reasonProps` say
 * why it is disabled (e.g. a write that needs a connection): on both buttons for screen readers,
 * and the title on the group too, since a disabled button takes no pointer (no tooltip).
 */
export function BatchStepper({
  value,
  onChange,
  min = MIN_BATCHES,
  max = MAX_BATCHES,
  compact = false,
  disabled = false,
  reasonProps,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  compact?: boolean;
  disabled?: boolean;
  reasonProps?: Record<string, string>;
}) {
  const labelId = useId();
  const intl = useIntl();
  const buttonSize = compact ? 'size-8' : 'size-9';
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      title={reasonProps?.title}
      className="flex items-center gap-2"
    >
      <span id={labelId} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {intl.formatMessage({ id: 'ui.batchStepper.label' })}
      </span>
      <div className="flex items-center rounded-md border bg-card shadow-sm">
        <Button
          variant="ghost"
          size="icon"
          className={`${buttonSize} rounded-r-none`}
          aria-label={intl.formatMessage({ id: 'ui.batchStepper.decrease' })}
          disabled={disabled || value <= min}
          {...reasonProps}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          aria-label={intl.formatMessage({ id: 'ui.batchStepper.countLabel' })}
          className={`${compact ? 'w-8' : 'w-10'} text-center text-sm font-semibold tabular-nums`}
        >
          {intl.formatMessage({ id: 'ui.batchStepper.count' }, { count: value })}
        </output>
        <Button
          variant="ghost"
          size="icon"
          className={`${buttonSize} rounded-l-none`}
          aria-label={intl.formatMessage({ id: 'ui.batchStepper.increase' })}
          disabled={disabled || value >= max}
          {...reasonProps}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
