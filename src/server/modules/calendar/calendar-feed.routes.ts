import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { matchesEtag } from '#server/lib/encoded-body';
import {
  calendarFeedAnswerSchema,
  calendarFeedParamsSchema,
  calendarFeedSettingsSchema,
  calendarTokenParamsSchema,
  createCalendarFeedBodySchema,
  createdCalendarFeedSchema,
  updateCalendarFeedBodySchema,
} from '#shared/calendar/calendar.schemas';
import {
  changeCalendarFeed,
  createCalendarFeed,
  getMyCalendarFeed,
  removeCalendarFeed,
  renderCalendarFeed,
} from './calendar-feed.service';
import { calendarFeedRateLimit } from './rate-limits';

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const url = '/api/families/:familyId/calendar-feed';
  // The caller's own feed of a family they belong to: every rule is the access rule's.
  const own = { access: access.familyMember('params') };

  app.get(
    url,
    {
      config: own,
      schema: { params: calendarFeedParamsSchema, response: { 200: calendarFeedAnswerSchema } },
    },
    async (request) => getMyCalendarFeed(app.db, request.currentUser!, request.params.familyId),
  );

  app.post(
    url,
    {
      config: own,
      schema: {
        params: calendarFeedParamsSchema,
        body: createCalendarFeedBodySchema,
        response: { 201: createdCalendarFeedSchema },
      },
    },
    async (request, reply) => {
      const created = await createCalendarFeed(
        app.db,
        app.config,
        request.currentUser!,
        request.params.familyId,
        request.body,
      );
      // The address is a secret shown once: no cache anywhere may keep this answer.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.patch(
    url,
    {
      config: own,
      schema: {
        params: calendarFeedParamsSchema,
        body: updateCalendarFeedBodySchema,
        response: { 200: calendarFeedSettingsSchema },
      },
    },
    async (request) =>
      changeCalendarFeed(app.db, request.currentUser!, request.params.familyId, request.body),
  );

  app.delete(
    url,
    {
      config: own,
      schema: { params: calendarFeedParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeCalendarFeed(app.db, request.currentUser!, request.params.familyId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      // Calendar apps send no cookie: the token in the address is the credential.
      config: { access: access.public, rateLimit: calendarFeedRateLimit },
      // No response schema: the body is calendar text, sent as bytes.
      schema: { params: calendarTokenParamsSchema },
    },
    async (request, reply) => {
      const feed = await renderCalendarFeed(app.db, app.config, request.params.token);
      reply.header('cache-control', 'private, no-cache').header('etag', feed.etag);
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) {
        return reply.status(304).send();
      }
      // A Buffer is sent as it is (no serializer); @fastify/compress may still encode it.
      return reply.type('text/calendar; charset=utf-8').send(feed.body);
    },
  );
};
