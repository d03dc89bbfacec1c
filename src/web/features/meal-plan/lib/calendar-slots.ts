import type { IntlShape } from 'react-intl';
import { MEAL_TYPES, type MealType } from '#shared/meal-plans/meal-plans.schemas';
import { parseDayString, type CalendarDay } from '#shared/meal-plans/calendar-day';
import { MEAL_TYPE_NAME_IDS } from '#web/lib/meal-type-names';

/**
 * The calendar's rows: Today's Plan adds Dessert, the week calendar does not
 * (product rule: meal-types).
 */
export const CALENDAR_MEAL_TYPES = MEAL_TYPES.filter(
  (mealType) => mealType !== 'Dessert',
) as readonly MealType[];

/** Today's Plan shows every meal type. */
export const TODAY_MEAL_TYPES: readonly MealType[] = MEAL_TYPES;

/** What a calendar slot carries for drag and drop: its day and meal, and where it sits. */
export interface SlotData {
  day: CalendarDay;
  mealType: MealType;
  /** 0 (Sunday) to 6. */
  dayIndex: number;
  /** Index in CALENDAR_MEAL_TYPES. */
  mealIndex: number;
}

export const slotDropId = (day: CalendarDay, mealType: MealType) => `slot:${day}:${mealType}`;

/** 'Tuesday, March 11': a day as a heading or a name says it in full. */
export const LONG_DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const;

/**
 * 'Dinner on Tuesday, March 11': how a slot is named to people and screen readers, in the
 * active language.
 */
export function describeSlot(
  intl: IntlShape,
  { day, mealType }: Pick<SlotData, 'day' | 'mealType'>,
) {
  const date = parseDayString(day);
  return intl.formatMessage(
    { id: 'mealPlan.slot.name' },
    {
      mealType: intl.formatMessage({ id: MEAL_TYPE_NAME_IDS[mealType] }),
      date: date ? intl.formatDate(date, LONG_DAY) : day,
    },
  );
}
