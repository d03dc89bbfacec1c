import { forbidden, notFound, type AppError } from '#server/lib/app-error';
import { IMAGE_MESSAGES } from '#shared/images/images.schemas';
import { IMPORT_MESSAGES } from '#shared/import/import.schemas';
import { PANTRY_ITEM_NOT_FOUND_MESSAGE } from '#shared/pantry/pantry.schemas';
import {
  ITEM_NOT_FOUND_MESSAGE,
  SHOPPING_LIST_NOT_FOUND_MESSAGE,
} from '#shared/shopping/shopping-lists.schemas';

/**
 * What a signed-in user may do to rows, by name: each is a question "which of these ids may
 * this user do P on", answered by access.repository.ts. The ids are those of the part before
 * the dot (recipe ids for 'recipe.edit'), except where noted.
 */
export const PERMISSIONS = [
  /** Open it: a recipe one of their families sees, or of a cookbook they edit; super admins all. */
  'recipe.read',
  /** Overwrite, delete, picture: editors of its cookbook (or of all) and super admins. */
  'recipe.edit',
  'recipe.delete',
  'recipe.generateImage',
  /** A recipe the family (`familyId`, not the user) sees: to note, hide, plan or stage it. */
  'familyRecipe.read',
  /** See it: public, linked to one of their families, or theirs to edit; super admins all. */
  'cookbook.read',
  /** Write recipes into it (create, move there), add categories, import into it: its editors. */
  'cookbook.addRecipe',
  'cookbook.addCategory',
  'cookbook.import',
  /** Use the family's data (notes, detail with its marks, shopping lists, preferred family). */
  'family.member',
  /** Its member list: its members, and super admins for any family that exists. */
  'family.readMembers',
  /** Rename it: its family admins and super admins. */
  'family.rename',
  /** Hide recipes from it: its family admins, and super admins who are members. */
  'family.hideRecipes',
  /** Ids are user ids: look up their membership of a family; oneself, or a super admin. */
  'user.readMembership',
  /** Its author, while still a member of the note's family. */
  'note.delete',
  /** Change or delete an entry, a staged item, a list item's mark: members of its family. */
  'mealPlan.edit',
  'stagedRecipe.edit',
  'shoppingListItem.check',
  /** Put a list's bought items into the pantry: members of the list's family. */
  'shoppingList.stock',
  /** Change, adjust or remove a pantry item: members of its family (product rule: pantry). */
  'pantryItem.edit',
  /** No ids, a question about the user: editors of any cookbook and super admins. */
  'image.upload',
  'image.generate',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Permissions about the user themself rather than rows: requireAccess takes no ids. */
export type UserPermission = 'image.upload' | 'image.generate';
/** Permissions asked about a family's view rather than the user's: they take `{ familyId }`. */
export type FamilyScopedPermission = 'familyRecipe.read';

export const RECIPE_WRITE_FORBIDDEN = 'Only editors of this cookbook can write its recipes';

/**
 * How a refusal answers. `denied` is the answer for ids the user may not do P on; with `after`
 * those ids are asked `after` first, and the ones failing it get `after`'s answer instead. So
 * 404 (what a stranger may not know exists) comes before 403 (a member without the right),
 * and a stranger learns nothing about which ids exist.
 */
export type PermissionRule = { after?: Permission; denied: () => AppError };

const recipeNotFound = () => notFound('recipe_not_found', 'Recipe not found');
const cookbookNotFound = () => notFound('cookbook_not_found', 'Cookbook not found');
const familyNotFound = () => notFound('family_not_found', 'Family not found');

export const PERMISSION_RULES: Record<Permission, PermissionRule> = {
  'recipe.read': { denied: recipeNotFound },
  'recipe.edit': {
    after: 'recipe.read',
    denied: () => forbidden('recipe_write_forbidden', RECIPE_WRITE_FORBIDDEN),
  },
  'recipe.delete': {
    after: 'recipe.read',
    denied: () =>
      forbidden('recipe_delete_forbidden', 'Only editors of this cookbook can delete its recipes'),
  },
  'recipe.generateImage': {
    after: 'recipe.read',
    denied: () => forbidden('image_generate_forbidden', IMAGE_MESSAGES.onlyEditors),
  },
  'familyRecipe.read': { denied: recipeNotFound },
  'cookbook.read': { denied: cookbookNotFound },
  'cookbook.addRecipe': {
    after: 'cookbook.read',
    denied: () => forbidden('recipe_write_forbidden', RECIPE_WRITE_FORBIDDEN),
  },
  'cookbook.addCategory': {
    after: 'cookbook.read',
    denied: () =>
      forbidden('category_add_forbidden', 'Only editors of this cookbook can add categories'),
  },
  // 403 whether or not the user sees the cookbook: the import has always answered so.
  'cookbook.import': { denied: () => forbidden('import_forbidden', IMPORT_MESSAGES.onlyEditors) },
  'family.member': { denied: familyNotFound },
  'family.readMembers': { denied: familyNotFound },
  'family.rename': {
    after: 'family.member',
    denied: () => forbidden('family_rename_forbidden', 'Only a family admin can rename the family'),
  },
  'family.hideRecipes': {
    after: 'family.member',
    denied: () => forbidden('recipe_hide_forbidden', 'Only family admins can hide or show recipes'),
  },
  'user.readMembership': {
    denied: () =>
      forbidden('membership_lookup_forbidden', 'You can only look up your own membership'),
  },
  'note.delete': { denied: () => notFound('note_not_found', 'Note not found') },
  'mealPlan.edit': { denied: () => notFound('meal_plan_not_found', 'Meal plan not found') },
  'stagedRecipe.edit': {
    denied: () => notFound('staged_recipe_not_found', 'Staged recipe not found'),
  },
  'shoppingListItem.check': {
    denied: () => notFound('shopping_list_item_not_found', ITEM_NOT_FOUND_MESSAGE),
  },
  'shoppingList.stock': {
    denied: () => notFound('shopping_list_not_found', SHOPPING_LIST_NOT_FOUND_MESSAGE),
  },
  'pantryItem.edit': {
    denied: () => notFound('pantry_item_not_found', PANTRY_ITEM_NOT_FOUND_MESSAGE),
  },
  'image.upload': {
    denied: () => forbidden('image_upload_forbidden', 'Only cookbook editors can upload images'),
  },
  'image.generate': {
    denied: () => forbidden('image_generate_forbidden', IMAGE_MESSAGES.onlyEditors),
  },
};
