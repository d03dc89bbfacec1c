import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#server/db/client';
import type { NotificationBus } from '#server/db/notification-bus';
import { createTestDatabase } from '#server/test-support/test-db';
import { addMember, createFamily, createUser } from '#server/test-support/factories';
import { EventHub } from './event-hub';
import { LiveStream } from './live-stream';

/** A bus whose notifications the test sends by hand. */
function handBus() {
  const hearers = new Map<string, (payload: string) => void>();
  const bus: NotificationBus = {
    subscribe: (channel, hear) => (hearers.set(channel, hear), () => hearers.delete(channel)),
    onResync: () => () => undefined,
    onLost: () => () => undefined,
    live: true,
    ready: Promise.resolve(),
    close: async () => undefined,
  };
  return { bus, send: (payload: object) => hearers.get('live_events')!(JSON.stringify(payload)) };
}

/** A response that records what the stream wrote, as SSE event names in order. */
function recordingResponse() {
  const body = new PassThrough();
  let text = '';
  body.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const response = body as unknown as ServerResponse;
  return { response, events: () => [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]) };
}

const quietLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('EventHub', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("says hello first to a stream that opens while the user's memberships are read again", async () => {
    const user = await createUser(handle.db);
    const family = await createFamily(handle.db);
    await addMember(handle.db, user.id, family.id);
    const { bus, send } = handBus();
    const hub = new EventHub({ db: handle.db, bus, log: quietLog });
    try {
      // The notice of the membership arrives, and its re-read starts; the stream opens then.
      send({ scope: `user:${user.id}`, seq: 1, kind: 'memberships', ids: [family.id] });
      const { response, events } = recordingResponse();
      const owner = {
        userId: user.id,
        sessionHash: 'x',
        sessionExpiresAt: new Date(Date.now() + 60_000),
      };
      // Its opening waits behind the re-read (one queue per user): both are done after it.
      await hub.open(new LiveStream(owner, response), null);
      expect(events()[0]).toBe('hello');
      expect(events()).not.toContain('resync');
    } finally {
      hub.close();
    }
  });
});
