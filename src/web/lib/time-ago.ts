import { formatDistanceToNow } from 'date-fns';
import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from '#shared/i18n/locales';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * How long ago `at` was, in the reader's language: 'about 2 hours ago' (product rule:
 * note-list), 'vor 2 Stunden', 'il y a 2 heures', 'hace 2 horas'; a family note's time and an
 * admin's recent change alike. English keeps the spec's wording through date-fns ('about',
 * 'less than a minute', 'over 1 year'), which Intl.RelativeTimeFormat cannot say; the other
 * languages use intl.formatRelativeTime at the same steps. A moment a little ahead of this
 * device's clock reads as now, not 'in less than a minute'.
 */
export function timeAgo(intl: IntlShape, at: Date, now = new Date()): string {
  if (Number.isNaN(at.getTime())) return '';
  const shown = at > now ? now : at;
  if (intl.locale === DEFAULT_LOCALE) return formatDistanceToNow(shown, { addSuffix: true });
  const seconds = (now.getTime() - shown.getTime()) / 1000;
  const ago = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    intl.formatRelativeTime(-Math.max(1, Math.round(value)), unit, { numeric: 'auto' });
  if (seconds < 45) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  if (seconds < 45 * MINUTE) return ago(seconds / MINUTE, 'minute');
  if (seconds < DAY) return ago(seconds / HOUR, 'hour');
  if (seconds < MONTH) return ago(seconds / DAY, 'day');
  if (seconds < YEAR) return ago(seconds / MONTH, 'month');
  return ago(seconds / YEAR, 'year');
}
