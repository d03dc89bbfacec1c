import { useIntl } from 'react-intl';
import { Tooltip, TooltipContent, TooltipTrigger } from '#web/components/ui/tooltip';
import { formatServings } from '#web/lib/recipe-display';
import { cn } from '#web/lib/utils';
import type { PlannedMeal } from '#shared/shopping/shopping-lists.schemas';
import { MEAL_TYPE_NAME_IDS } from '#web/lib/meal-type-names';
import { mealDay, mealTypeLetter, sortPlannedMeals } from '../lib/planned-meal-label';

/**
 * The week's planned meals as chips (product rule: shopping-chips): weekday, the meal type's first
 * letter and the title cut at 150 px; the tooltip (hover or focus) gives the servings.
 */
export function PlannedMealChips({ meals }: { meals: readonly PlannedMeal[] }) {
  const intl = useIntl();
  if (meals.length === 0) return null;
  return (
    <section aria-labelledby="planned-meals-heading" className="grid gap-2 print:hidden">
      <h2 id="planned-meals-heading" className="text-sm font-semibold text-muted-foreground">
        {intl.formatMessage({ id: 'shopping.plannedMeals.heading' })}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {sortPlannedMeals(meals).map((meal) => (
          <li key={meal.id}>
            <PlannedMealChip meal={meal} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlannedMealChip({ meal }: { meal: PlannedMeal }) {
  const intl = useIntl();
  const servings = formatServings(intl, meal.plannedServings);
  const day = mealDay(meal);
  const mealType = intl.formatMessage({ id: MEAL_TYPE_NAME_IDS[meal.mealType] });
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={intl.formatMessage(
            { id: 'shopping.plannedMeals.chipLabel' },
            {
              weekday: day ? intl.formatDate(day, { weekday: 'long' }) : '',
              mealType,
              title: meal.title,
              servings,
            },
          )}
          className={cn(
            'inline-flex h-8 max-w-full items-center gap-1.5 rounded-full border bg-card px-3 text-xs shadow-sm outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring',
            meal.isPlaceholder && 'border-dashed',
          )}
        >
          <span className="font-semibold">
            {day ? intl.formatDate(day, { weekday: 'short' }) : ''}
          </span>
          <span
            className="flex size-5 items-center justify-center rounded-full bg-primary/10 text-[0.65rem] font-bold text-primary dark:bg-primary/20"
            aria-hidden="true"
          >
            {mealTypeLetter(mealType)}
          </span>
          <span className={cn('max-w-[150px] truncate', meal.isPlaceholder && 'italic')}>
            {meal.title}
          </span>
        </button>
      </TooltipTrigger>
      <TooltipContent>
        {intl.formatMessage({ id: 'shopping.plannedMeals.tooltip' }, { mealType, servings })}
      </TooltipContent>
    </Tooltip>
  );
}
