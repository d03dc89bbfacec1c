import type { ServerResponse } from 'node:http';
import type { Database } from '#server/db/client';
import { unauthorized } from '#server/lib/app-error';
import { hashSessionToken } from '#server/modules/auth/sessions';
import type { EventHub } from './event-hub';
import { findSessionExpiry } from './events.repository';
import { LiveStream } from './live-stream';
import { decodeCursor } from './scope-notice';

/** What to open a stream for; the response is written only once the session holds. */
export interface LiveStreamRequest {
  userId: number;
  sessionToken: string;
  lastEventId: string | undefined;
  /** Writes the status and headers on the response and hands it over. */
  startResponse: () => ServerResponse;
}

/**
 * Opens the user's event stream: 401 when the session has ended meanwhile; else it follows
 * the user's families from now, or resumes after `lastEventId`. The stream closes at the
 * session's end (sign-out, expiry), when the client goes, or when the server closes.
 */
export async function openLiveStream(db: Database, hub: EventHub, request: LiveStreamRequest) {
  const sessionHash = hashSessionToken(request.sessionToken);
  const sessionExpiresAt = await findSessionExpiry(db, sessionHash, new Date());
  if (!sessionExpiresAt) throw unauthorized();
  const stream = new LiveStream(
    { userId: request.userId, sessionHash, sessionExpiresAt },
    request.startResponse(),
  );
  await hub.open(stream, decodeCursor(request.lastEventId));
}
