import { useMemo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { MEAL_TYPES, type MealType } from '#shared/meal-plans/meal-plans.schemas';
import { parseDayString, toDayString } from '#shared/meal-plans/calendar-day';
import { weekDays } from '#shared/meal-plans/week';
import { PrintPortal } from '#web/components/print/print-portal';
import { MEAL_TYPE_NAME_IDS } from '#web/lib/meal-type-names';
import { describePlannedMeal } from '#web/lib/planned-meal-description';
import { formatServings } from '#web/lib/recipe-display';
import { formatWeekRange } from '#web/lib/week-label';
import { useMealPlans } from '#web/features/meal-plan/api/meal-plans';
import { CALENDAR_MEAL_TYPES } from '#web/features/meal-plan/lib/calendar-slots';
import {
  groupBySlot,
  slotKey,
  type PlannedMeal,
  type SlotKey,
} from '#web/features/meal-plan/lib/planned-meal';
import './week-print.css';

/**
 * The shown week on paper (product rule: printing): one landscape page with the meal types down and
 * Sunday to Saturday across, each meal's title (placeholders marked) and planned servings. Hidden
 * on screen; in print it replaces the app (PrintPortal). week-print.css lays it out.
 */
export function WeekPrintView({ familyId, weekStart }: { familyId: number; weekStart: Date }) {
  const intl = useIntl();
  // The calendar's own query: the same cache entry, no request of its own.
  const query = useMealPlans(familyId, weekStart);
  const weekKey = toDayString(weekStart);
  const days = useMemo(() => weekDays(parseDayString(weekKey)!), [weekKey]);
  const entriesBySlot = useMemo(() => groupBySlot(query.data ?? []), [query.data]);
  const mealTypes = printedMealTypes(entriesBySlot, days);

  return (
    <PrintPortal name="meal-plan-week">
      <h1 className="week-print-title">
        {intl.formatMessage(
          { id: 'mealPlan.print.title' },
          { week: formatWeekRange(intl, weekStart, { withYear: true }) },
        )}
      </h1>
      <table
        className="week-print-table"
        style={{ '--week-print-rows': mealTypes.length } as CSSProperties}
      >
        <thead>
          <tr>
            <td />
            {days.map((date) => (
              <th key={date.getTime()} scope="col">
                <span className="week-print-weekday">
                  {intl.formatDate(date, { weekday: 'long' })}
                </span>
                <span className="week-print-date">
                  {intl.formatDate(date, { month: 'short', day: 'numeric' })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mealTypes.map((mealType) => (
            <tr key={mealType}>
              <th scope="row">{intl.formatMessage({ id: MEAL_TYPE_NAME_IDS[mealType] })}</th>
              {days.map((date) => {
                const meals = entriesBySlot.get(slotKey(toDayString(date), mealType)) ?? [];
                return (
                  <td key={date.getTime()}>
                    {meals.map((meal) => (
                      <PrintedMeal key={meal.id} meal={meal} />
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </PrintPortal>
  );
}

function PrintedMeal({ meal }: { meal: PlannedMeal }) {
  const intl = useIntl();
  const { title, isPlaceholder } = describePlannedMeal(intl, meal);
  return (
    <div className="week-print-meal" data-placeholder={isPlaceholder || undefined}>
      <span className="week-print-meal-title">{title}</span>
      <span className="week-print-meal-details">
        {isPlaceholder && <span>{intl.formatMessage({ id: 'mealPlan.print.placeholder' })}</span>}
        <span>{formatServings(intl, meal.plannedServings)}</span>
      </span>
    </div>
  );
}

/**
 * The calendar's rows (product rule: meal-types), and Dessert as well when the week has one
 * (planned on Today's Plan): the paper shows every meal of the week.
 */
function printedMealTypes(
  entriesBySlot: ReadonlyMap<SlotKey, PlannedMeal[]>,
  days: readonly Date[],
): readonly MealType[] {
  const hasDessert = days.some((date) => entriesBySlot.has(slotKey(toDayString(date), 'Dessert')));
  return hasDessert ? MEAL_TYPES : CALENDAR_MEAL_TYPES;
}
