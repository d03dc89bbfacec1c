import { z } from 'zod';

/**
 * The live event stream (product rule: live-sync, docs/decisions/026): `GET /api/events`,
 * server-sent events for the signed-in user's families and the user's own marks. Events:
 *
 * - `hello`   once per connection: `{ resumed }`. resumed: the server honoured the
 *             `Last-Event-ID` the browser sent, replaying what was missed (or sending `resync`
 *             for what it could not); otherwise the client should reload what it loaded
 *             before this connection.
 * - `notice`  something changed: LiveNotice. Never data, only what to reload or patch.
 * - `resync`  notices were missed and can't be replayed: reload what is shown for these.
 * - `closed`  the server ends the stream for good (`reason`): the client must not reconnect by
 *             itself. A stream that just ends (a restart, a stalled connection) is reconnected.
 *
 * Every event but `closed` carries an `id` (the cursor: the last number seen per family and
 * for the user); the browser sends it back as `Last-Event-ID` when it reconnects. A comment
 * line arrives every HEARTBEAT_INTERVAL_MS so proxies keep the connection open.
 */
export const LIVE_EVENTS_PATH = '/api/events';
export const HEARTBEAT_INTERVAL_MS = 25_000;

/** The cursor a stream resumes from: the `id` of the last event the client saw. */
const lastEventIdSchema = z.string().max(24_000);
/** Browsers send the cursor as `Last-Event-ID` when they reconnect by themselves. */
export const liveEventsHeadersSchema = z.object({ 'last-event-id': lastEventIdSchema.optional() });
/**
 * The same cursor when the client opens a new EventSource itself (after the server closed
 * one, or a failed reconnect): browsers send the header only on their own retries.
 */
export const liveEventsQuerySchema = z
  .object({ lastEventId: lastEventIdSchema.optional() })
  .strict();
/** Streams per user and server process; opening another closes the oldest ('superseded'). */
export const MAX_STREAMS_PER_USER = 5;

export const LIVE_NOTICE_KINDS = [
  /** A family's meal plan entries (ids: meal plan ids). */
  'meal-plans',
  /** A family's staged recipes (ids: staged item ids). */
  'staging',
  /** A family's shopping lists were generated or regenerated (ids: list ids). */
  'shopping-lists',
  /** Items were checked or unchecked (items: id, new version, mark). */
  'shopping-items',
  /** A family's pantry items were added, changed or removed (ids: pantry item ids). */
  'pantry',
  /** A family's hidden recipes (ids: recipe ids). */
  'hidden',
  /** A family's notes (ids: recipe ids). */
  'notes',
  /** What a family's recipe list shows changed (no ids). */
  'recipes',
  /** The user's favourites (ids: recipe ids). */
  'favorites',
  /** A family's members or their roles in it (ids: user ids). */
  'members',
  /** The user's own families (ids: family ids): joined, left, admin or not. */
  'memberships',
  /** The user's cookbook or super admin roles (ids: role ids). */
  'roles',
] as const;
export const liveNoticeKindSchema = z.enum(LIVE_NOTICE_KINDS);
export type LiveNoticeKind = z.infer<typeof liveNoticeKindSchema>;

export const changedItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  checked: z.boolean(),
});
export type ChangedItem = z.infer<typeof changedItemSchema>;

export const liveNoticeSchema = z.object({
  kind: liveNoticeKindSchema,
  /** The family it concerns; null for the user's own (favourites, memberships, roles). */
  familyId: z.number().int().nullable(),
  /** What changed; absent when too many did (reload the whole kind). */
  ids: z.array(z.number().int()).optional(),
  items: z.array(changedItemSchema).optional(),
});
export type LiveNotice = z.infer<typeof liveNoticeSchema>;

export const resyncEventSchema = z.object({
  familyIds: z.array(z.number().int()),
  /** The user's own marks (favourites, memberships, roles) may have changed too. */
  user: z.boolean(),
});
export type ResyncEvent = z.infer<typeof resyncEventSchema>;

export const helloEventSchema = z.object({ resumed: z.boolean() });
export type HelloEvent = z.infer<typeof helloEventSchema>;

export const CLOSED_REASONS = [
  'signed-out',
  'session-expired',
  /** More than MAX_STREAMS_PER_USER streams: the oldest goes. */
  'superseded',
  /**
   * The user left (or was removed from) a family the stream followed: a stream never outlives
   * the access it was opened with. The client opens a new one, which follows what remains.
   */
  'removed-from-family',
] as const;
export const closedEventSchema = z.object({ reason: z.enum(CLOSED_REASONS) });
export type ClosedEvent = z.infer<typeof closedEventSchema>;
