import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  familyShoppingListsParamsSchema,
  generateShoppingListBodySchema,
  shoppingListItemParamsSchema,
  shoppingListItemSchema,
  shoppingListSummarySchema,
  updateShoppingListItemBodySchema,
  weeklyShoppingListQuerySchema,
  weeklyShoppingListSchema,
} from '#shared/shopping/shopping-lists.schemas';
import {
  generateWeeklyShoppingList,
  getWeeklyShoppingList,
  listFamilyShoppingLists,
  setItemChecked,
} from './shopping-lists.service';

/** Core §7 shopping list calls; the contract is documented in shopping-lists.schemas.ts. */
export const shoppingListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/families/:familyId/shopping-lists',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: {
        params: familyShoppingListsParamsSchema,
        response: { 200: z.array(shoppingListSummarySchema) },
      },
    },
    async (request) => listFamilyShoppingLists(app.db, request.params.familyId),
  );

  app.get(
    '/api/families/:familyId/weekly-shopping-list',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: {
        params: familyShoppingListsParamsSchema,
        querystring: weeklyShoppingListQuerySchema,
        response: { 200: weeklyShoppingListSchema },
      },
    },
    async (request) =>
      getWeeklyShoppingList(app.db, request.params.familyId, request.query.weekStartDate),
  );

  // The family id sits inside `shoppingList`; the service checks membership (404 otherwise).
  app.post(
    '/api/shopping-lists',
    {
      config: { access: access.signedIn },
      schema: {
        body: generateShoppingListBodySchema,
        response: { 200: weeklyShoppingListSchema, 201: weeklyShoppingListSchema },
      },
    },
    async (request, reply) => {
      const { weekly, created } = await generateWeeklyShoppingList(
        app.db,
        request.currentUser!,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(weekly);
    },
  );

  // Addressed by item id: the service admits only items of the user's families' lists.
  app.patch(
    '/api/shopping-list-items/:id',
    {
      config: { access: access.signedIn },
      schema: {
        params: shoppingListItemParamsSchema,
        body: updateShoppingListItemBodySchema,
        response: { 200: shoppingListItemSchema },
      },
    },
    async (request) =>
      setItemChecked(app.db, request.currentUser!, request.params.id, request.body),
  );
};
