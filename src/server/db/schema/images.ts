import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const IMAGE_GENERATION_OUTCOMES = ['pending', 'succeeded', 'failed'] as const;

/**
 * One row per AI image generation attempt, written before the provider is called: the
 * per-user and daily limits count these rows (docs/decisions/014-ai-image-provider.md), so
 * every server process sees the same counts. Failed attempts count too. Placeholder drawings
 * (no provider configured) are not logged. Rows older than two days are deleted as new ones
 * come in: no limit looks further back than a day.
 */
export const imageGenerations = pgTable(
  'image_generations',
  {
    id: serial('id').primaryKey(),
    // Kept when the user is deleted, so the daily total stays right.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: IMAGE_GENERATION_OUTCOMES }).notNull().default('pending'),
    /** Why a failed attempt failed (a code such as 'timeout'), never the provider's text. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('image_generations_user_created_idx').on(t.userId, t.createdAt),
    index('image_generations_created_idx').on(t.createdAt),
    check('image_generations_outcome_ck', sql`${t.outcome} in ('pending', 'succeeded', 'failed')`),
  ],
);
