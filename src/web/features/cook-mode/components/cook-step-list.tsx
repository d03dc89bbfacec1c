import { useIntl } from 'react-intl';
import { cn } from '#web/lib/utils';
import type { CookStep } from '../lib/cook-steps';
import type { TimerControls } from './cook-step-view';
import { StepText } from './step-text';

/** Every step at once, the current one marked; a step's number opens it in the step view. */
export function CookStepList({
  steps,
  current,
  timerControls,
  onOpenStep,
}: {
  steps: readonly CookStep[];
  current: number;
  timerControls: TimerControls;
  onOpenStep: (index: number) => void;
}) {
  const intl = useIntl();
  return (
    <ol className="grid gap-3" aria-label={intl.formatMessage({ id: 'cook.view.list' })}>
      {steps.map((step) => {
        const isCurrent = step.index === current;
        return (
          <li
            key={step.index}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'grid gap-2 rounded-xl border bg-card p-4 text-lg leading-relaxed shadow-sm sm:text-xl',
              isCurrent && 'border-primary ring-2 ring-primary/40',
            )}
          >
            <button
              type="button"
              onClick={() => onOpenStep(step.index)}
              className="min-h-12 justify-self-start rounded-md px-2 text-left font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {intl.formatMessage({ id: 'cook.list.openStep' }, { step: step.index + 1 })}
            </button>
            <p>
              <StepText
                text={step.text}
                durations={step.durations}
                runningIds={timerControls.runningIds}
                timerId={(index) => timerControls.timerId(step.index, index)}
                onStartTimer={(duration, index) => timerControls.start(step, duration, index)}
              />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
