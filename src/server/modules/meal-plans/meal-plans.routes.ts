import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  createMealPlanBodySchema,
  deletedCountSchema,
  familyMealPlansParamsSchema,
  mealPlanIdParamsSchema,
  mealPlanRangeQuerySchema,
  mealPlanSchema,
  updateMealPlanBodySchema,
} from '#shared/meal-plans/meal-plans.schemas';
import {
  changeMealPlan,
  clearFamilyMealPlans,
  createMealPlan,
  listFamilyMealPlans,
  removeMealPlan,
} from './meal-plans.service';
import { idempotencyHeadersSchema } from '#shared/validation/idempotency';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';

/**
 * Meal plans are family data: routes addressed by family id admit its members only; routes
 * addressed by entry id admit signed-in users and the service answers 404 unless the entry
 * belongs to one of their families.
 */
export const mealPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/families/:familyId/meal-plans',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: {
        params: familyMealPlansParamsSchema,
        querystring: mealPlanRangeQuerySchema,
        response: { 200: z.array(mealPlanSchema) },
      },
    },
    async (request) => listFamilyMealPlans(app.db, request.params.familyId, request.query),
  );

  app.post(
    '/api/meal-plans',
    {
      config: { access: access.familyMember('body', 'familyId') },
      schema: {
        headers: idempotencyHeadersSchema,
        body: createMealPlanBodySchema,
        response: { 201: mealPlanSchema },
      },
    },
    async (request, reply) => {
      // The creator is the session user; the service never reads the body's userId.
      const created = await createMealPlan(
        app.db,
        request.currentUser!,
        request.body,
        readIdempotencyKey(request),
      );
      return sendCreated(reply, created);
    },
  );

  app.patch(
    '/api/meal-plans/:id',
    {
      config: { access: access.signedIn },
      schema: {
        params: mealPlanIdParamsSchema,
        body: updateMealPlanBodySchema,
        response: { 200: mealPlanSchema },
      },
    },
    // Servings and/or a move (date, mealType): one UPDATE; naturally idempotent, no key.
    async (request) =>
      changeMealPlan(app.db, request.currentUser!, request.params.id, request.body),
  );

  app.delete(
    '/api/meal-plans/:id',
    {
      config: { access: access.signedIn },
      schema: { params: mealPlanIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeMealPlan(app.db, request.currentUser!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/families/:familyId/meal-plans',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: {
        params: familyMealPlansParamsSchema,
        querystring: mealPlanRangeQuerySchema,
        response: { 200: deletedCountSchema },
      },
    },
    async (request) => clearFamilyMealPlans(app.db, request.params.familyId, request.query),
  );
};
