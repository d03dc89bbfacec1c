import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { SessionCache } from './session-cache';
import {
  deleteExpiredSessions,
  deleteSessionByHash,
  findUserBySessionHash,
  insertSession,
} from './session.repository';

export const SESSION_COOKIE = 'fc_session';

export type CurrentUser = {
  id: number;
  email: string;
  name: string;
  picture: string | null;
  isSuperAdmin: boolean;
  /** The families the user belonged to when the request began. */
  familyIds: readonly number[];
};

/** Only the hash is stored, so a leaked sessions table cannot be replayed as cookies. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The user behind a session token: from `cache` while `authVersion` is unchanged, else one
 * query. Read the version before calling, so a cached user is never older than it.
 */
export async function loadSessionUser(
  db: Database,
  cache: SessionCache,
  authVersion: string,
  token: string,
): Promise<CurrentUser | null> {
  const idHash = hashSessionToken(token);
  const now = new Date();
  const cached = cache.get(idHash, authVersion, now);
  if (cached) return cached;
  const row = await findUserBySessionHash(db, idHash, now);
  if (!row) return null;
  const { expiresAt, ...user } = row;
  cache.set(idHash, { user, expiresAt, authVersion });
  return user;
}

/**
 * Starts a session for `userId` and sets the cookie. Any session the browser already had is
 * ended first, so a sign-in always rotates the session id.
 */
export async function startSession(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  await endSession(db, request, reply);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.sessionTtlMs);
  await insertSession(db, hashSessionToken(token), userId, expiresAt);
  // Expired rows are swept at each sign-in; cheap thanks to the expires_at index.
  await deleteExpiredSessions(db, new Date());
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires: expiresAt,
  });
}

export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSessionByHash(db, hashSessionToken(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
