import { TYPE } from '@formatjs/icu-messageformat-parser';
import english from '#web/locales/en.json';
import type { MessageId } from './catalogues';

/**
 * The catalogue ids of the English texts of src/shared that a person reads: the validation
 * messages the forms show before sending (the same schemas the server checks, so it answers
 * with the same texts), and the messages of the server's refusals a toast may show. Each id's
 * English catalogue value is the shared text, character for character (the test compares
 * them with the constants of src/shared, and fails on a shared message that has no id here).
 *
 * The texts are read from the English catalogue rather than imported from src/shared: one
 * source per text. Only forms use this (validation-message.ts), so the whole English catalogue
 * it reads is no part of the first load: forms wait for it anyway (message-store.ts).
 */
const SHARED_IDS = [
  // RECIPE_MESSAGES, and the recipe form's other messages (recipe-write.schemas.ts)
  'validation.recipe.title',
  'validation.recipe.cookbook',
  'validation.recipe.category',
  'validation.recipe.servings',
  'validation.recipe.ingredient',
  'validation.recipe.direction',
  'validation.recipe.conflict',
  'validation.recipe.titleTooLong',
  'validation.recipe.subtitleTooLong',
  'validation.recipe.imageUrlTooLong',
  'validation.recipe.ingredientTooLong',
  'validation.recipe.quantityTooLong',
  'validation.recipe.directionTooLong',
  'validation.recipe.servingsWhole',
  'validation.recipe.servingsTooMany',
  'validation.recipe.tooManyIngredients',
  'validation.recipe.tooManySteps',
  // COOKBOOK_MESSAGES, and the cookbook form's other messages
  'validation.cookbook.validationTitle',
  'validation.cookbook.nameRequired',
  'validation.cookbook.defaultNotDeletable',
  'validation.cookbook.nameTooLong',
  'validation.cookbook.descriptionTooLong',
  // FAMILY_MESSAGES, FAMILY_COOKBOOK_MESSAGES, and the family name's other message
  'validation.family.nameEmpty',
  'validation.family.nameTooLong',
  'validation.familyCookbook.publicCookbook',
  'validation.familyCookbook.alreadyLinked',
  'validation.familyCookbook.notLinked',
  'validation.familyCookbook.unlinkDefault',
  // USER_MESSAGES, and the user forms' other messages
  'validation.user.nameTooShort',
  'validation.user.invalidEmail',
  'validation.user.selectFamily',
  'validation.user.nameTooLong',
  'validation.user.emailTooLong',
  'validation.user.noFamilyAdmin',
  // ROLE_MESSAGES
  'validation.role.userAndRoleRequired',
  'validation.role.cookbookRequired',
  'validation.role.superAdminIsGlobal',
  // CATEGORY_MESSAGES, and the category name's other message
  'validation.category.nameRequired',
  'validation.category.duplicate',
  'validation.category.nameTooLong',
  // IMAGE_MESSAGES
  'validation.image.notAnImage',
  'validation.image.tooLarge',
  'validation.image.sendOneImage',
  'validation.image.titleRequired',
  'validation.image.onlyEditors',
  'validation.image.generateFailed',
  'validation.image.notConfigured',
  // IMPORT_MESSAGES, and the import forms' other messages
  'validation.import.missingUrl',
  'validation.import.missingUrlDetail',
  'validation.import.missingText',
  'validation.import.missingCookbook',
  'validation.import.imported',
  'validation.import.failed',
  'validation.import.failedFromUrl',
  'validation.import.failedFromText',
  'validation.import.noPermission',
  'validation.import.onlyEditors',
  'validation.import.alreadyImported',
  'validation.import.noRecipeOnPage',
  'validation.import.noRecipeInText',
  'validation.import.tooLongToRead',
  'validation.import.textTooLongToRead',
  'validation.import.nothingToSave',
  'validation.import.urlTooLong',
  'validation.import.textTooLong',
  // EMPTY_NOTE_MESSAGE, NOTE_TOO_LONG_MESSAGE
  'validation.note.empty',
  'validation.note.tooLong',
  // Meal plans and staging: PLACEHOLDER_MISSING_MESSAGE, RECIPE_MISSING_MESSAGE,
  // DAY_RANGE_MESSAGE, and the servings, batches and placeholder texts
  'validation.plan.placeholderMissing',
  'validation.plan.recipeMissing',
  'validation.plan.plannedServings',
  'validation.plan.batchCount',
  'validation.plan.placeholderTitleTooLong',
  'validation.plan.placeholderSubtitleTooLong',
  'validation.plan.dayRange',
  // ITEM_NOT_FOUND_MESSAGE, ITEM_CHANGED_MESSAGE, SHOPPING_LIST_NOT_FOUND_MESSAGE
  'validation.shopping.itemNotFound',
  'validation.shopping.itemChanged',
  'validation.shopping.listNotFound',
  // MEAL_TIME_MESSAGE, TIME_ZONE_MESSAGE
  'validation.calendar.mealTime',
  'validation.calendar.timeZone',
] as const satisfies readonly MessageId[];

/**
 * A catalogue message's text when it is plain text (these all are): the ICU string in
 * development and tests, its syntax tree of literal parts in `vite build`.
 */
export function plainMessageText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return '';
  return (message as Array<{ type: TYPE; value?: unknown }>)
    .map((part) => (part.type === TYPE.literal ? String(part.value) : ''))
    .join('');
}

const englishText = (id: MessageId) => plainMessageText((english as Record<string, unknown>)[id]);

/** The shared English text → its catalogue id. */
export const SHARED_MESSAGE_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>(
  SHARED_IDS.map((id) => [englishText(id), id]),
);
