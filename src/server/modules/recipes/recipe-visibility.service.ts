import type { DbOrTx } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import {
  isRecipeVisibleToFamily as isVisibleToFamily,
  isRecipeVisibleToUser as isVisibleToUser,
} from './recipes.repository';

/*
 * Which recipes a family or a user may see, for the modules that attach something to a
 * recipe (notes, favourites). Apart from recipes.service so that those modules need not
 * import it: it reads their data (a recipe's notes) in turn.
 */

/** Is the recipe in a cookbook the family sees? */
export async function isRecipeVisibleToFamily(db: DbOrTx, recipeId: number, familyId: number) {
  return isVisibleToFamily(db, recipeId, familyId);
}

/** Is the recipe one the user may open? */
export async function isRecipeVisibleToUser(db: DbOrTx, user: CurrentUser, recipeId: number) {
  return isVisibleToUser(db, user, recipeId);
}
