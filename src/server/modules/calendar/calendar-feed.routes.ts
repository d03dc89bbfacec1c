import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { matchesEtag } from '#server/lib/encoded-body';
import { calendarContracts } from '#shared/calendar/calendar.contracts';
import {
  changeCalendarFeed,
  createCalendarFeed,
  getMyCalendarFeed,
  removeCalendarFeed,
  renderCalendarFeed,
} from './calendar-feed.service';
import { calendarFeedRateLimit } from './rate-limits';

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  // The caller's own feed of a family they belong to: every rule is the access rule's.
  const own = { access: access.familyMember('params') };

  app.route(
    contractRoute(calendarContracts.getCalendarFeed, own, async (request) =>
      getMyCalendarFeed(app.db, request.currentUser!, request.params.familyId),
    ),
  );

  app.route(
    contractRoute(calendarContracts.createCalendarFeed, own, async (request, reply) => {
      const created = await createCalendarFeed(
        app.db,
        app.config,
        request.currentUser!,
        request.params.familyId,
        request.body,
      );
      // The address is a secret shown once: no cache anywhere may keep this answer.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    }),
  );

  app.route(
    contractRoute(calendarContracts.updateCalendarFeed, own, async (request) =>
      changeCalendarFeed(app.db, request.currentUser!, request.params.familyId, request.body),
    ),
  );

  app.route(
    contractRoute(calendarContracts.removeCalendarFeed, own, async (request, reply) => {
      await removeCalendarFeed(app.db, request.currentUser!, request.params.familyId);
      return reply.status(204).send(null);
    }),
  );

  app.route(
    contractRoute(
      calendarContracts.readCalendar,
      // Calendar apps send no cookie: the token in the address is the credential.
      { access: access.public, config: { rateLimit: calendarFeedRateLimit } },
      async (request, reply) => {
        const feed = await renderCalendarFeed(app.db, app.config, request.params.token);
        reply.header('cache-control', 'private, no-cache').header('etag', feed.etag);
        if (matchesEtag(request.headers['if-none-match'], feed.etag)) {
          return reply.status(304).send();
        }
        // A Buffer is sent as it is (no serializer); @fastify/compress may still encode it.
        return reply.type('text/calendar; charset=utf-8').send(feed.body);
      },
    ),
  );
};
