import { z } from 'zod';
import {
  changedItemSchema,
  liveNoticeKindSchema,
  type LiveNotice,
} from '#shared/events/events.schemas';

/**
 * What the triggers of drizzle/0013 send on the 'live_events' channel: a numbered notice for
 * one scope, or a session that ended (for the servers only, never forwarded).
 */
export type Scope = `family:${number}` | `user:${number}`;
export const familyScope = (familyId: number): Scope => `family:${familyId}`;
export const userScope = (userId: number): Scope => `user:${userId}`;

const scopeSchema = z.string().regex(/^(family|user):[1-9]\d{0,9}$/) as z.ZodType<Scope>;

const scopeNoticeSchema = z.object({
  scope: scopeSchema,
  seq: z.number().int().positive(),
  kind: liveNoticeKindSchema,
  ids: z.array(z.number().int()).optional(),
  items: z.array(changedItemSchema).optional(),
});
export type ScopeNotice = z.infer<typeof scopeNoticeSchema>;

const sessionEndedSchema = z.object({ kind: z.literal('session-ended'), session: z.string() });
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

/** A payload as sent by the triggers, or null for anything else (logged by the caller). */
export function parseLiveEventPayload(payload: string): ScopeNotice | SessionEnded | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const ended = sessionEndedSchema.safeParse(json);
  if (ended.success) return ended.data;
  const notice = scopeNoticeSchema.safeParse(json);
  return notice.success ? notice.data : null;
}

/** The family id of a family scope, null for a user scope. */
export function familyOfScope(scope: Scope): number | null {
  return scope.startsWith('family:') ? Number(scope.slice('family:'.length)) : null;
}

/** What a client receives: the scope becomes a family id (null: the user's own). */
export function toLiveNotice({ scope, kind, ids, items }: ScopeNotice): LiveNotice {
  return {
    kind,
    familyId: familyOfScope(scope),
    ...(ids && { ids }),
    ...(items && { items }),
  };
}

/**
 * The SSE id: the last number seen per scope, 'f12:34,u3:9'. The browser sends it back as
 * Last-Event-ID after a reconnect.
 */
export function encodeCursor(cursor: ReadonlyMap<Scope, number>): string {
  return [...cursor]
    .map(
      ([scope, seq]) =>
        `${scope.startsWith('family:') ? 'f' : 'u'}${scope.slice(scope.indexOf(':') + 1)}:${seq}`,
    )
    .join(',');
}

/** The most scopes a Last-Event-ID may name; more is not a cursor this server wrote. */
const MAX_CURSOR_SCOPES = 1000;

/** A Last-Event-ID back to numbers per scope; null when it is not one this server wrote. */
export function decodeCursor(text: string | undefined): Map<Scope, number> | null {
  if (!text || text.length > MAX_CURSOR_SCOPES * 24) return null;
  const cursor = new Map<Scope, number>();
  for (const part of text.split(',')) {
    const match = /^([fu])([1-9]\d{0,9}):(0|[1-9]\d{0,15})$/.exec(part);
    if (!match) return null;
    const scope: Scope =
      match[1] === 'f' ? familyScope(Number(match[2])) : userScope(Number(match[2]));
    cursor.set(scope, Number(match[3]));
  }
  return cursor;
}
