import { z } from 'zod';

/**
 * An id in a JSON body: a real number, not coerced (a path or query id arrives as text, so
 * those use families.schemas' idParam). The bound is PostgreSQL's integer.
 */
export const bodyId = z.number().int().positive().max(2_147_483_647);
