import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';
import { mealPlansContracts } from '#shared/meal-plans/meal-plans.contracts';
import {
  changeMealPlan,
  clearFamilyMealPlans,
  createMealPlan,
  listFamilyMealPlans,
  removeMealPlan,
} from './meal-plans.service';
import { markMealCooked, undoMealCooked } from './cooked-meal.service';

/**
 * Meal plans are family data: routes addressed by family id admit its members only; routes
 * addressed by entry id admit signed-in users and the service answers 404 unless the entry
 * belongs to one of their families.
 */
export const mealPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      mealPlansContracts.listFamilyMealPlans,
      { access: access.familyMember('params', 'familyId') },
      async (request) => listFamilyMealPlans(app.db, request.params.familyId, request.query),
    ),
  );

  app.route(
    contractRoute(
      mealPlansContracts.createMealPlan,
      { access: access.familyMember('body', 'familyId') },
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
    ),
  );

  app.route(
    contractRoute(
      mealPlansContracts.updateMealPlan,
      { access: access.signedIn },
      // Servings and/or a move (date, mealType): one UPDATE; naturally idempotent, no key.
      async (request) =>
        changeMealPlan(app.db, request.currentUser!, request.params.id, request.body),
    ),
  );

  app.route(
    contractRoute(
      mealPlansContracts.removeMealPlan,
      { access: access.signedIn },
      async (request, reply) => {
        await removeMealPlan(app.db, request.currentUser!, request.params.id);
        return reply.status(204).send(null);
      },
    ),
  );

  app.route(
    contractRoute(
      mealPlansContracts.clearFamilyMealPlans,
      { access: access.familyMember('params', 'familyId') },
      async (request) => clearFamilyMealPlans(app.db, request.params.familyId, request.query),
    ),
  );

  // Cooked, and its Undo: each takes the family's pantry lock and acts once (cooked-meal.service).
  app.route(
    contractRoute(mealPlansContracts.markMealCooked, { access: access.signedIn }, async (request) =>
      markMealCooked(app.db, request.currentUser!, request.params.id),
    ),
  );

  app.route(
    contractRoute(mealPlansContracts.undoMealCooked, { access: access.signedIn }, async (request) =>
      undoMealCooked(app.db, request.currentUser!, request.params.id),
    ),
  );
};
