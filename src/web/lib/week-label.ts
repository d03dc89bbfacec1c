import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from '#shared/i18n/locales';
import { parseDayString } from '#shared/meal-plans/calendar-day';
import { weekEndOf, weekStartOf } from '#shared/meal-plans/week';

const DAY_AND_MONTH = { month: 'short', day: 'numeric' } as const;

/**
 * The week that holds `date`, Sunday to Saturday, optionally with the year: 'Mar 9 - Mar 15'
 * (product rule: shopping-weeks), '9.–15. März' in German: the meal planner's heading and the
 * shopping list's weeks. English keeps the spec's form, two
 * dates joined by a hyphen, which no Intl option gives (Intl's range is 'Mar 9 – 15'); every
 * other language takes its own range format from Intl.
 */
export function formatWeekRange(
  intl: IntlShape,
  date: Date,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  const start = weekStartOf(date);
  const end = weekEndOf(date);
  if (intl.locale === DEFAULT_LOCALE) {
    const label = `${intl.formatDate(start, DAY_AND_MONTH)} - ${intl.formatDate(end, DAY_AND_MONTH)}`;
    return withYear ? `${label}, ${intl.formatDate(end, { year: 'numeric' })}` : label;
  }
  return intl.formatDateTimeRange(
    start,
    end,
    withYear ? { ...DAY_AND_MONTH, year: 'numeric' } : DAY_AND_MONTH,
  );
}

/** A shopping week by its Sunday ('2026-03-08'): 'Mar 8 - Mar 14'. */
export function formatShoppingWeek(intl: IntlShape, week: { weekStartDate: string }): string {
  const day = parseDayString(week.weekStartDate);
  return day ? formatWeekRange(intl, day) : week.weekStartDate;
}
