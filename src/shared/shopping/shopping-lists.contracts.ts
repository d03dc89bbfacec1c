import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idempotencyHeadersSchema } from '../validation/idempotency';
import {
  addShoppingListItemsBodySchema,
  familyShoppingListsParamsSchema,
  generateShoppingListBodySchema,
  shoppingListItemParamsSchema,
  shoppingListItemSchema,
  shoppingListParamsSchema,
  stockedPantrySchema,
  shoppingListSummarySchema,
  updateShoppingListItemBodySchema,
  weeklyShoppingListQuerySchema,
  weeklyShoppingListSchema,
} from './shopping-lists.schemas';

/** A family's weekly shopping lists, made from its meal plan (shopping-lists.schemas.ts). */
export const shoppingListsContracts = {
  listFamilyShoppingLists: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/shopping-lists',
    summary: "List the family's shopping lists, one per week",
    params: familyShoppingListsParamsSchema,
    responses: { 200: z.array(shoppingListSummarySchema) },
  }),
  getWeeklyShoppingList: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/weekly-shopping-list',
    summary:
      "Show a week's shopping list with its planned meals, and whether the plan changed since",
    params: familyShoppingListsParamsSchema,
    query: weeklyShoppingListQuerySchema,
    responses: { 200: weeklyShoppingListSchema },
  }),
  generateShoppingList: defineContract({
    method: 'POST',
    path: '/api/shopping-lists',
    summary: "Make a week's shopping list from the family's meal plan, or make it again",
    body: generateShoppingListBodySchema,
    // 201 when the week had no list yet, 200 when its items were replaced.
    responses: { 200: weeklyShoppingListSchema, 201: weeklyShoppingListSchema },
  }),
  updateShoppingListItem: defineContract({
    method: 'PATCH',
    path: '/api/shopping-list-items/:id',
    summary: 'Check or uncheck one item of a shopping list',
    params: shoppingListItemParamsSchema,
    // A tick replayed from a device's offline queue carries the key it was queued with.
    headers: idempotencyHeadersSchema,
    body: updateShoppingListItemBodySchema,
    responses: { 200: shoppingListItemSchema },
  }),
  stockPantry: defineContract({
    method: 'POST',
    path: '/api/shopping-lists/:id/stock-pantry',
    summary: "Put the list's ticked items into the family's pantry, each once",
    params: shoppingListParamsSchema,
    headers: idempotencyHeadersSchema,
    responses: { 200: stockedPantrySchema },
  }),
  addShoppingListItems: defineContract({
    method: 'POST',
    path: '/api/families/:familyId/weekly-shopping-list/items',
    summary: "Add lines by hand to a week's shopping list; they stay when it is made again",
    params: familyShoppingListsParamsSchema,
    headers: idempotencyHeadersSchema,
    body: addShoppingListItemsBodySchema,
    // 201 when the week had no list yet and got one, 200 when the lines joined its list.
    responses: { 200: weeklyShoppingListSchema, 201: weeklyShoppingListSchema },
  }),
};
