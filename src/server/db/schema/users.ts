import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A person who may sign in. `oidcIssuer`/`oidcSub` are null for a user an admin added by
 * email who has not signed in yet; the first sign-in with that verified email links them.
 * Super admin is a row in `roles` (the single source of truth for every role).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    oidcIssuer: text('oidc_issuer'),
    oidcSub: text('oidc_sub'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    picture: text('picture'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * One of the seeded demo people: the only users the demo sign-in offers and accepts, so on
     * an install without Google nobody can pick a real person an admin added.
     */
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_oidc_identity_uq').on(t.oidcIssuer, t.oidcSub),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    // The admin lists' order (by name as people read it, ties by id): a page walks it.
    index('users_name_order_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/** Server-side sessions; only a SHA-256 hash of the cookie value is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
