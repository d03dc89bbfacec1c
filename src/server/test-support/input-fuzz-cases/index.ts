import { adminCases } from './admin';
import { appImportCases, appImportReads } from './app-import';
import { calendarFeedCases } from './calendar-feed';
import { familyExportReads } from './family-export';
import { mealPlanCases, mealPlanReads } from './meal-plans';
import { pantryCases, pantryReads } from './pantry';
import { profileCases } from './profile';
import { recipeAuthoringCases } from './recipe-authoring';
import { recipeCases, recipeReads } from './recipes';
import { sessionCases } from './session';
import { shoppingListCases, shoppingListReads } from './shopping-lists';
import { stagingCases } from './staging';
import type { FuzzWorld, RouteCases } from './types';

/**
 * What a valid call of each writing route (and each read with query input) sends, for the
 * bad-input test (src/server/modules/input-fuzz.routes.test.ts): it feeds bad values into the
 * fields named here. A new writing route needs an entry in its module's file.
 */

export { WEEK, type Field, type FuzzWorld, type RouteCase } from './types';

/** Every registered writing route and the reads with query input: what a valid call sends. */
export function routeCases(w: FuzzWorld): RouteCases {
  // The order the routes are fed in; a route's key appears in one file only.
  return {
    ...sessionCases(w),
    ...recipeCases(w),
    ...stagingCases(w),
    ...shoppingListCases(w),
    ...pantryCases(w),
    ...mealPlanCases(w),
    ...calendarFeedCases(w),
    ...appImportCases(w),
    // Reads whose query carries ids or days.
    ...mealPlanReads(w),
    ...shoppingListReads(w),
    ...pantryReads(w),
    ...appImportReads(w),
    ...familyExportReads(w),
    ...recipeReads(w),
    ...recipeAuthoringCases(w),
    ...adminCases(w),
    ...profileCases(w),
  };
}
