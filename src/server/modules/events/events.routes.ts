import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { SESSION_COOKIE } from '#server/modules/auth/sessions';
import { eventsContracts } from '#shared/events/events.contracts';
import { EventHub } from './event-hub';
import { openLiveStream } from './events.service';

export interface EventsRoutesOptions {
  /** Tests shorten it; HEARTBEAT_INTERVAL_MS otherwise. */
  heartbeatMs?: number;
}

/**
 * GET /api/events: the signed-in user's live change notices as server-sent events
 * (src/shared/events/events.schemas.ts documents the events). Not through app.inject's
 * usual request-and-answer: the response stays open and is written by the stream.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const hub = new EventHub({
    db: app.db,
    bus: app.notifications,
    log: app.log,
    ...(options.heartbeatMs && { heartbeatMs: options.heartbeatMs }),
  });
  // Before the server waits for open connections to finish: these never would by themselves.
  app.addHook('preClose', async () => hub.close());

  app.route(
    contractRoute(
      eventsContracts.openLiveEvents,
      {
        access: access.signedIn,
        // HEAD would open a stream with nothing to read.
        exposeHeadRoute: false,
      },
      async (request, reply) => {
        const startResponse = () => {
          reply.hijack();
          const { raw } = reply;
          // Proxies must neither buffer nor compress it, nor close it for being quiet (the
          // heartbeat writes every 25 s); no socket timeout of Node's own either.
          request.raw.socket.setTimeout(0);
          request.raw.socket.setKeepAlive(true);
          raw.writeHead(200, {
            ...(reply.getHeaders() as OutgoingHttpHeaders),
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            'x-accel-buffering': 'no',
          });
          return raw;
        };
        try {
          await openLiveStream(app.db, hub, {
            userId: request.currentUser!.id,
            sessionToken: request.cookies[SESSION_COOKIE]!,
            lastEventId: request.headers['last-event-id'] ?? request.query.lastEventId,
            startResponse,
          });
        } catch (error) {
          if (!reply.sent) throw error;
          request.log.error({ err: error }, 'event stream failed to start');
          reply.raw.end();
        }
        // The stream was started (the reply hijacked): Fastify sends nothing more.
        return reply;
      },
    ),
  );
};
