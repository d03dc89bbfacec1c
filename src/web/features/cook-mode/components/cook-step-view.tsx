import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight, Check } from 'lucide-react';
import type { RecipeIngredient } from '#shared/recipes/recipes.schemas';
import { Button } from '#web/components/ui/button';
import type { CookStep } from '../lib/cook-steps';
import { StepText } from './step-text';

/**
 * One step in large type, readable at arm's length, with Previous and Next (Finish on the
 * last step) as wide targets. The step swipes (`swipeHandlers`, from useStepGestures). Below
 * the step on phones: the ingredients it mentions, with their amounts.
 */
export function CookStepView({
  step,
  stepCount,
  ingredients,
  amountOf,
  swipeHandlers,
  timerControls,
  onPrevious,
  onNext,
  onFinish,
  lastStepAction,
}: {
  step: CookStep;
  stepCount: number;
  ingredients: readonly RecipeIngredient[];
  amountOf: (ingredient: RecipeIngredient) => string | null;
  swipeHandlers: object;
  timerControls: TimerControls;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
  /** Under Finish on the last step: "Mark as cooked" when cooking a planned meal. */
  lastStepAction?: ReactNode;
}) {
  const intl = useIntl();
  const isFirst = step.index === 0;
  const isLast = step.index === stepCount - 1;
  const mentioned = ingredients.filter((ingredient) => step.mentioned.has(ingredient.id));

  return (
    <section className="grid gap-4" aria-labelledby="cook-step-number">
      <p
        id="cook-step-number"
        aria-live="polite"
        className="text-lg font-semibold text-primary sm:text-xl"
      >
        {intl.formatMessage(
          { id: 'cook.step.position' },
          { step: step.index + 1, count: stepCount },
        )}
      </p>
      <article
        {...swipeHandlers}
        data-testid="cook-step"
        className="min-h-[24dvh] touch-pan-y sm:min-h-[38dvh] rounded-2xl border bg-card p-5 font-display text-2xl leading-relaxed shadow-sm sm:p-8 sm:text-3xl lg:text-4xl lg:leading-snug"
      >
        <StepText
          text={step.text}
          durations={step.durations}
          runningIds={timerControls.runningIds}
          timerId={(index) => timerControls.timerId(step.index, index)}
          onStartTimer={(duration, index) => timerControls.start(step, duration, index)}
        />
      </article>
      {mentioned.length > 0 && (
        <div className="lg:hidden">
          <h2 className="text-sm font-medium text-muted-foreground">
            {intl.formatMessage({ id: 'cook.step.needs' })}
          </h2>
          <ul className="mt-1 flex flex-wrap gap-2">
            {mentioned.map((ingredient) => {
              const amount = amountOf(ingredient);
              return (
                <li
                  key={ingredient.id}
                  className="rounded-full border border-primary/50 bg-primary/10 px-3 py-1 text-base"
                >
                  {amount && <span className="font-semibold">{amount} </span>}
                  {ingredient.text}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="outline"
          className="h-14 text-base"
          disabled={isFirst}
          onClick={onPrevious}
        >
          <ChevronLeft className="size-6" aria-hidden="true" />
          {intl.formatMessage({ id: 'cook.step.previous' })}
        </Button>
        {isLast ? (
          <Button className="h-14 text-base" onClick={onFinish}>
            <Check className="size-6" aria-hidden="true" />
            {intl.formatMessage({ id: 'cook.step.finish' })}
          </Button>
        ) : (
          <Button className="h-14 text-base" onClick={onNext}>
            {intl.formatMessage({ id: 'cook.step.next' })}
            <ChevronRight className="size-6" aria-hidden="true" />
          </Button>
        )}
      </div>
      {isLast && lastStepAction}
      <p className="hidden text-center text-sm text-muted-foreground sm:block">
        {intl.formatMessage({ id: 'cook.step.keysHint' })}
      </p>
    </section>
  );
}

/** How a step's duration buttons reach the timers (cook-mode.tsx owns them). */
export interface TimerControls {
  runningIds: ReadonlySet<string>;
  timerId: (stepIndex: number, durationIndex: number) => string;
  start: (step: CookStep, duration: CookStep['durations'][number], durationIndex: number) => void;
}
