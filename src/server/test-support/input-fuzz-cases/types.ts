import type { RecipeWorld } from '../recipe-factories';

/** Dotted paths into a body ('placeholderData.title') or a query ('query.startDate'). */
export type Field = string;

export type RouteCase = {
  /** Valid values for the path's parameters (every path parameter is an id). */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Fields of `body` (or `query.x`) that are text, ids and days. */
  strings?: Field[];
  ids?: Field[];
  dates?: Field[];
};

/** Route ('POST /api/notes') to what a valid call sends; a list when it takes two shapes. */
export type RouteCases = Record<string, RouteCase | RouteCase[]>;

export type FuzzWorld = RecipeWorld & {
  noteId: number;
  mealPlanId: number;
  stagedId: number;
  itemId: number;
  shoppingListId: number;
  pantryItemId: number;
};

/** The week the planning and shopping cases name (a Sunday, far from the seeded weeks). */
export const WEEK = '2030-01-06';
