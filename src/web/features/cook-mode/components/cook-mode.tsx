import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { displayIngredientAmount } from '#shared/measures/ingredient-display';
import type { RecipeDetail, RecipeIngredient } from '#shared/recipes/recipes.schemas';
import { TimerBar } from '#web/components/cook-timers/timer-bar';
import { prepareAlarmSound } from '#web/lib/cook-timers/alarm';
import { cookTimers, useCookTimers } from '#web/lib/cook-timers/timer-store';
import { isFinished, isRunning } from '#web/lib/cook-timers/timers';
import { useNow } from '#web/lib/cook-timers/use-now';
import { useLanguage } from '#web/lib/i18n/i18n-provider';
import { recipeCookPath } from '#web/lib/recipe-links';
import { useMeasurementSystem } from '#web/lib/session/preferences';
import { useCookProgress } from '../hooks/use-cook-progress';
import { useStepGestures } from '../hooks/use-step-gestures';
import { useWakeLock } from '../hooks/use-wake-lock';
import { cookSteps } from '../lib/cook-steps';
import { CookIngredients } from './cook-ingredients';
import { CookModeHeader, type CookView } from './cook-mode-header';
import { CookStepList } from './cook-step-list';
import { CookStepView, type TimerControls } from './cook-step-view';
import { IngredientsSheet } from './ingredients-sheet';
import { MarkCookedButton } from './mark-cooked-button';

/**
 * Cook mode: a recipe to cook from with wet hands. One step at a time in large type (or all
 * of them), the ingredients to tick off with the amounts for `servings`, the step's durations
 * as timers, and the screen kept awake. Where the cook is survives a reload.
 */
export function CookMode({
  recipe,
  servings,
  plannedMeal,
  onExit,
}: {
  recipe: RecipeDetail;
  servings: number;
  /** The planned meal being cooked (Today's Plan's Cook), which the last step can mark cooked. */
  plannedMeal: { familyId: number; mealPlanId: number } | null;
  onExit: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const system = useMeasurementSystem();
  const steps = useMemo(() => cookSteps(recipe), [recipe]);
  const progress = useCookProgress(recipe.id, servings, steps.length);
  const [view, setView] = useState<CookView>('step');
  const [isSheetOpen, setSheetOpen] = useState(false);
  const wakeLock = useWakeLock();
  const timers = useCookTimers();
  const now = useNow(timers.some(isRunning));

  // Opened from further down a page (Today's Plan's Dinner): start at the top, at the step.
  useEffect(() => window.scrollTo({ top: 0 }), []);

  const factor = servings / Math.max(1, recipe.servings);
  const amountOf = (ingredient: RecipeIngredient) =>
    displayIngredientAmount(ingredient, factor, system, locale);
  const current = steps[progress.step];
  const goTo = (index: number) => progress.goToStep(index);
  const swipeHandlers = useStepGestures({
    enabled: view === 'step' && !isSheetOpen && steps.length > 0,
    onNext: () => goTo(progress.step + 1),
    onPrevious: () => goTo(progress.step - 1),
  });

  const timerId = (stepIndex: number, durationIndex: number) =>
    `${recipe.id}:${stepIndex}:${durationIndex}`;
  const timerControls: TimerControls = {
    runningIds: new Set(timers.filter((timer) => !isFinished(timer, now)).map((t) => t.id)),
    timerId,
    start: (step, duration, durationIndex) => {
      prepareAlarmSound();
      cookTimers.start({
        id: timerId(step.index, durationIndex),
        label: intl.formatMessage(
          { id: 'cook.timer.label' },
          { step: step.index + 1, duration: duration.text },
        ),
        recipeTitle: recipe.title,
        returnPath: recipeCookPath(recipe.id, servings),
        durationMs: duration.seconds * 1000,
      });
    },
  };

  const ingredientList = (
    <CookIngredients
      ingredients={recipe.ingredients}
      amountOf={amountOf}
      ticked={progress.ticked}
      mentioned={view === 'step' && current ? current.mentioned : new Set()}
      onToggle={progress.toggleTicked}
    />
  );
  const readyCount = recipe.ingredients.filter((i) => progress.ticked.has(i.id)).length;

  let steppage;
  if (!current) {
    steppage = (
      <p className="rounded-xl border bg-card p-6 text-lg text-muted-foreground">
        {intl.formatMessage({ id: 'cook.step.none' })}
      </p>
    );
  } else if (view === 'list') {
    steppage = (
      <CookStepList
        steps={steps}
        current={progress.step}
        timerControls={timerControls}
        onOpenStep={(index) => {
          goTo(index);
          setView('step');
        }}
      />
    );
  } else {
    steppage = (
      <CookStepView
        step={current}
        stepCount={steps.length}
        ingredients={recipe.ingredients}
        amountOf={amountOf}
        swipeHandlers={swipeHandlers}
        timerControls={timerControls}
        onPrevious={() => goTo(progress.step - 1)}
        onNext={() => goTo(progress.step + 1)}
        onFinish={() => {
          progress.reset();
          onExit();
        }}
        lastStepAction={
          plannedMeal && <MarkCookedButton target={{ ...plannedMeal, title: recipe.title }} />
        }
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5">
      <CookModeHeader
        title={recipe.title}
        servings={servings}
        view={view}
        onViewChange={setView}
        wakeLock={wakeLock}
        onExit={onExit}
        ingredientsButton={
          <IngredientsSheet
            open={isSheetOpen}
            onOpenChange={setSheetOpen}
            ready={readyCount}
            total={recipe.ingredients.length}
          >
            {ingredientList}
          </IngredientsSheet>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">{steppage}</div>
        <aside className="hidden rounded-2xl border bg-card p-4 shadow-sm lg:block">
          {ingredientList}
        </aside>
      </div>
      <TimerBar
        timers={timers}
        now={now}
        showRecipe={timers.some((timer) => timer.recipeTitle !== recipe.title)}
        className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 -mx-1 rounded-xl bg-background/95 p-1 sm:bottom-2"
      />
    </div>
  );
}
