import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per import attempt (address or text), written before anything is fetched: the
 * per-user hourly limit counts these rows, so every server process sees the same count.
 * Rows older than a day are deleted as new ones come in.
 */
export const importLog = pgTable(
  'import_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_log_user_created_idx').on(t.userId, t.createdAt)],
);
