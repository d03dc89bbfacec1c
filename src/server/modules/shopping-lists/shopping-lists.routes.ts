import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';
import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import {
  generateWeeklyShoppingList,
  getWeeklyShoppingList,
  listFamilyShoppingLists,
  setItemChecked,
} from './shopping-lists.service';
import { stockPantryFromList } from './stock-pantry.service';
import { addShoppingListItems } from './added-items.service';

/**
 * The shopping list calls (product rule: shopping-from-plans); the contract is documented in
 * shopping-lists.schemas.ts.
 */
export const shoppingListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      shoppingListsContracts.listFamilyShoppingLists,
      { access: access.familyMember('params', 'familyId') },
      async (request) => listFamilyShoppingLists(app.db, request.params.familyId),
    ),
  );

  app.route(
    contractRoute(
      shoppingListsContracts.getWeeklyShoppingList,
      { access: access.familyMember('params', 'familyId') },
      async (request) =>
        getWeeklyShoppingList(app.db, request.params.familyId, request.query.weekStartDate),
    ),
  );

  app.route(
    contractRoute(
      shoppingListsContracts.generateShoppingList,
      // The family id sits inside `shoppingList`; the service checks membership (404 otherwise).
      { access: access.signedIn },
      async (request, reply) => {
        const { weekly, created } = await generateWeeklyShoppingList(
          app.db,
          request.currentUser!,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(weekly);
      },
    ),
  );

  app.route(
    contractRoute(
      shoppingListsContracts.updateShoppingListItem,
      // Addressed by item id: the service admits only items of the user's families' lists.
      { access: access.signedIn },
      async (request, reply) =>
        sendCreated(
          reply,
          await setItemChecked(
            app.db,
            request.currentUser!,
            request.params.id,
            request.body,
            readIdempotencyKey(request),
          ),
        ),
    ),
  );

  app.route(
    contractRoute(
      shoppingListsContracts.stockPantry,
      // Addressed by list id: the service admits only lists of the user's families.
      { access: access.signedIn },
      async (request, reply) => {
        const key = readIdempotencyKey(request);
        return sendCreated(
          reply,
          await stockPantryFromList(app.db, request.currentUser!, request.params.id, key),
        );
      },
    ),
  );

  app.route(
    contractRoute(
      shoppingListsContracts.addShoppingListItems,
      { access: access.familyMember('params', 'familyId') },
      async (request, reply) => {
        const added = await addShoppingListItems(
          app.db,
          request.currentUser!,
          request.params.familyId,
          request.body,
          readIdempotencyKey(request),
        );
        return sendCreated(reply, { ...added, body: added.body.weekly });
      },
    ),
  );
};
