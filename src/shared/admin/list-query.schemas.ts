import { z } from 'zod';
import { safeText } from '../validation/text';

/**
 * The admin lists that grow with the install (users, memberships, users with families,
 * families, roles) are searched and paged on the server: GET …?search=&limit=&offset=. The
 * answer stays the spec's array, newest or alphabetical as each list says; the total number of
 * matching rows comes in the X-Total-Count header so a table can show "41–60 of 5,000".
 */
export const ADMIN_LIST_PAGE = 50;
export const ADMIN_LIST_MAX = 200;
export const TOTAL_COUNT_HEADER = 'x-total-count';

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const adminListQuerySchema = z.object({
  /** Matches names and emails (any case, anywhere in the text). */
  search: safeText({ label: 'Search', max: 100 }).optional(),
  limit: wholeNumber(1, ADMIN_LIST_MAX).default(ADMIN_LIST_PAGE),
  offset: wholeNumber(0, 1_000_000).default(0),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
