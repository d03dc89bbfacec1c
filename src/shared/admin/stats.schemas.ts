import { z } from 'zod';

/** GET /api/stats/{cookbooks,users,families,recipes}/count */
export const countSchema = z.object({ count: z.number().int() });
export type Count = z.infer<typeof countSchema>;

export const STAT_KINDS = ['cookbooks', 'users', 'families', 'recipes'] as const;
export type StatKind = (typeof STAT_KINDS)[number];
