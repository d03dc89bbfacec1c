import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The live event stream's sequence per scope ('family:<id>' or 'user:<id>'), moved by the
 * triggers of drizzle/0013 in the writing transaction, so a scope's notices are numbered
 * without gaps in commit order (issue 15, docs/decisions/026).
 */
export const eventSequences = pgTable('event_sequences', {
  scope: text('scope').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
