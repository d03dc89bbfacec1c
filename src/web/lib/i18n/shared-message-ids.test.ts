import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { setUserFamilyBodySchema, createUserBodySchema } from '#shared/admin/users.schemas';
import { familyNameBodySchema } from '#shared/admin/families.schemas';
import { createRoleBodySchema } from '#shared/admin/roles.schemas';
import { mealTimeSchema, timeZoneSchema } from '#shared/calendar/calendar.schemas';
import { cookbookBodySchema } from '#shared/cookbooks/cookbooks.schemas';
import { generateImageBodySchema } from '#shared/images/images.schemas';
import { importFromTextBodySchema, importFromUrlBodySchema } from '#shared/import/import.schemas';
import { plannedServingsSchema } from '#shared/meal-plans/meal-plans.schemas';
import { noteTextSchema } from '#shared/notes/notes.schemas';
import { createCategorySchema } from '#shared/recipes/categories.schemas';
import {
  recipeWriteDirectionSchema,
  recipeWriteFieldsSchema,
  recipeWriteIngredientSchema,
  recipeWriteSchema,
} from '#shared/recipes/recipe-write.schemas';
import {
  batchCountSchema,
  placeholderInputSchema,
  readPlanTarget,
} from '#shared/staging/staging.schemas';
import { planDaySchema } from '#shared/validation/dates';
import german from '#web/locales/de.json';
import englishMessages from '#web/locales/en.json';
import { plainMessageText, SHARED_MESSAGE_IDS } from './shared-message-ids';
import { validationMessage } from './validation-message';

/**
 * Every module of src/shared, to find its message constants: a new one without a catalogue id
 * fails here, so no shared message reaches a form untranslated.
 */
const sharedModules = import.meta.glob<Record<string, unknown>>(
  ['../../../shared/**/*.ts', '!../../../shared/**/*.test.ts'],
  { eager: true },
);

/**
 * The `*_MESSAGE` constants no form or toast shows: they tell an API user how to call it
 * (field names, formats), and the client never sends what earns them.
 */
const API_ONLY_MESSAGES = new Set([
  'ADDED_LINES_MESSAGE',
  'CALENDAR_DAY_FORMAT_MESSAGE',
  'CALENDAR_DAY_INVALID_MESSAGE',
  'DAY_FORMAT_MESSAGE',
  'EXISTING_LIST_MESSAGE',
  'GENERATE_ONLY_MESSAGE',
  'ID_MESSAGE',
  'IDEMPOTENCY_KEY_MESSAGE',
  'IDEMPOTENCY_MISMATCH_MESSAGE',
  'ILL_FORMED_MESSAGE',
  'NUL_MESSAGE',
  'WEEK_END_MESSAGE',
  'WEEK_START_MESSAGE',
  // The pantry's: the page never sends what they refuse (its own checks come first: an empty
  // line, an amount that is no number), and the refusals a person can meet carry error codes
  // (errors.pantry_*).
  'QUANTITY_MESSAGE',
  'DELTA_MESSAGE',
  'LINE_OR_NAME_MESSAGE',
  'AMOUNT_WITH_LINE_MESSAGE',
  'NOTHING_TO_CHANGE_MESSAGE',
  'LINE_WITHOUT_NAME_MESSAGE',
  'PANTRY_ITEM_NOT_FOUND_MESSAGE',
  'PANTRY_ITEM_CHANGED_MESSAGE',
  // Lines added to the list by hand: the page sends one checked line at a time, and a line
  // naming nothing carries its error code (errors.added_line_without_name).
  'ADDED_LINE_WITHOUT_NAME_MESSAGE',
]);

function sharedExports(pattern: RegExp): Array<[string, unknown]> {
  const found = new Map<string, unknown>();
  for (const module of Object.values(sharedModules)) {
    for (const [name, value] of Object.entries(module)) {
      if (pattern.test(name)) found.set(name, value);
    }
  }
  return [...found];
}

const english = createIntl({ locale: 'en', messages: englishMessages });
const germanIntl = createIntl({ locale: 'de', messages: german });

/** The messages `schema` answers `input` with (it must refuse it). */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)?.slice(0, 80)).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const text = (length: number) => 'x'.repeat(length);
const ingredient = { text: 'Salt' };
const direction = { text: 'Stir', stepNumber: 1 };

describe('shared message ids', () => {
  it('has an id for every value of every *_MESSAGES object of src/shared', () => {
    const objects = sharedExports(/_MESSAGES$/);
    expect(objects.map(([name]) => name)).toEqual(
      expect.arrayContaining(['RECIPE_MESSAGES', 'IMPORT_MESSAGES', 'USER_MESSAGES']),
    );
    const missing = objects.flatMap(([name, messages]) =>
      Object.entries(messages as Record<string, string>)
        .filter(([, message]) => !SHARED_MESSAGE_IDS.has(message))
        .map(([key, message]) => `${name}.${key}: ${message}`),
    );
    expect(missing).toEqual([]);
  });

  it('has an id for every *_MESSAGE constant of src/shared a person may read', () => {
    const missing = sharedExports(/_MESSAGE$/)
      .filter(([name]) => !API_ONLY_MESSAGES.has(name))
      .filter(([, message]) => !SHARED_MESSAGE_IDS.has(message as string))
      .map(([name, message]) => `${name}: ${String(message)}`);
    expect(missing).toEqual([]);
  });

  it('holds each shared text exactly as the English catalogue shows it, once', () => {
    const ids = [...SHARED_MESSAGE_IDS.values()];
    expect(new Set(ids).size).toBe(ids.length);
    for (const [sharedText, id] of SHARED_MESSAGE_IDS) {
      expect(id).toMatch(/^validation\./);
      expect(english.formatMessage({ id })).toBe(sharedText);
      // As `vite build` ships it: the message compiled to its syntax tree.
      expect(plainMessageText(parse(englishMessages[id]))).toBe(sharedText);
    }
    // Every validation message of the catalogue that is a shared text is in the map.
    const catalogueIds = Object.keys(englishMessages).filter((id) => id.startsWith('validation.'));
    expect(catalogueIds.filter((id) => !ids.includes(id as never))).toEqual([
      'validation.checkForm',
    ]);
  });

  it.each<[string, z.ZodType, unknown]>([
    ['a short recipe title', recipeWriteFieldsSchema.shape.title, 'x'],
    ['a long recipe title', recipeWriteFieldsSchema.shape.title, text(201)],
    ['a long subtitle', recipeWriteFieldsSchema.shape.subtitle, text(301)],
    ['a long image address', recipeWriteFieldsSchema.shape.imageUrl, text(301)],
    ['no cookbook', recipeWriteFieldsSchema.shape.cookbookId, 0],
    ['no category', recipeWriteFieldsSchema.shape.categoryId, undefined],
    ['no servings', recipeWriteFieldsSchema.shape.servings, Number.NaN],
    ['servings in parts', recipeWriteFieldsSchema.shape.servings, 1.5],
    ['too many servings', recipeWriteFieldsSchema.shape.servings, 1001],
    ['an empty ingredient', recipeWriteIngredientSchema.shape.text, ' '],
    ['a long ingredient', recipeWriteIngredientSchema.shape.text, text(2001)],
    ['a long quantity', recipeWriteIngredientSchema.shape.quantity, text(31)],
    ['an empty step', recipeWriteDirectionSchema.shape.text, ''],
    ['a long step', recipeWriteDirectionSchema.shape.text, text(2001)],
    ['no ingredients', recipeWriteSchema.shape.ingredients, []],
    ['too many ingredients', recipeWriteSchema.shape.ingredients, Array(101).fill(ingredient)],
    ['no steps', recipeWriteSchema.shape.directions, []],
    ['too many steps', recipeWriteSchema.shape.directions, Array(101).fill(direction)],
    ['an empty category name', createCategorySchema.shape.name, ''],
    ['a long category name', createCategorySchema.shape.name, text(101)],
    ['no cookbook name', cookbookBodySchema.shape.name, undefined],
    ['a long cookbook name', cookbookBodySchema.shape.name, text(101)],
    ['a long cookbook description', cookbookBodySchema.shape.description, text(1001)],
    ['an empty family name', familyNameBodySchema.shape.name, ''],
    ['a long family name', familyNameBodySchema.shape.name, text(101)],
    ['a short user name', createUserBodySchema.shape.name, 'x'],
    ['a long user name', createUserBodySchema.shape.name, text(101)],
    ['no email address', createUserBodySchema.shape.email, 'maria'],
    ['a long email address', createUserBodySchema.shape.email, `${text(250)}@x.com`],
    ['no family for a user', createUserBodySchema.shape.familyId, undefined],
    ['an admin of no family', setUserFamilyBodySchema, { familyId: null, isFamilyAdmin: true }],
    ['a role for nobody', createRoleBodySchema, {}],
    ['an editor of no cookbook', createRoleBodySchema, { userId: 1, role: 'cookbook_editor' }],
    [
      'a super admin of a cookbook',
      createRoleBodySchema,
      { userId: 1, role: 'super_admin', cookbookId: 1 },
    ],
    ['no image title', generateImageBodySchema.shape.title, ''],
    ['a long image title', generateImageBodySchema.shape.title, text(201)],
    ['no import address', importFromUrlBodySchema.shape.url, ''],
    ['a long import address', importFromUrlBodySchema.shape.url, text(2001)],
    ['no import cookbook', importFromUrlBodySchema.shape.cookbookId, undefined],
    ['no import text', importFromTextBodySchema.shape.text, ''],
    ['a long import text', importFromTextBodySchema.shape.text, text(100_001)],
    ['an empty note', noteTextSchema, ' '],
    ['a long note', noteTextSchema, text(2001)],
    ['no planned servings', plannedServingsSchema, 0],
    ['too many planned servings', plannedServingsSchema, 101],
    ['too many batches', batchCountSchema, 6],
    ['a long placeholder title', placeholderInputSchema.shape.title, text(201)],
    ['a long placeholder subtitle', placeholderInputSchema.shape.subtitle, text(201)],
    ['a meal time that is none', mealTimeSchema, '25:00'],
    ['an unknown time zone', timeZoneSchema, 'Mars/Olympus'],
    ['a day out of range', planDaySchema, '1999-12-31'],
  ])('has an id for what a form shows for %s', (_, schema, input) => {
    const messages = messagesOf(schema, input);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => !SHARED_MESSAGE_IDS.has(message))).toEqual([]);
  });

  it('has an id for what the plan dialogs show for a missing recipe or placeholder', () => {
    for (const body of [{ isPlaceholder: true }, {}]) {
      const target = readPlanTarget(body);
      expect('error' in target && SHARED_MESSAGE_IDS.has(target.error)).toBe(true);
    }
  });

  it('shows a shared text and an id in the active language, anything else as it is', () => {
    expect(validationMessage(germanIntl, 'Title must be at least 2 characters')).toBe(
      'Der Titel braucht mindestens 2 Zeichen',
    );
    expect(validationMessage(germanIntl, 'A recipe can have at most 100 steps')).toBe(
      'Ein Rezept kann höchstens 100 Schritte haben',
    );
    expect(validationMessage(germanIntl, 'validation.checkForm')).toBe('Bitte prüfe das Formular');
    expect(validationMessage(english, 'Title must be at least 2 characters')).toBe(
      'Title must be at least 2 characters',
    );
    expect(validationMessage(germanIntl, 'Something new')).toBe('Something new');
    expect(validationMessage(germanIntl, undefined)).toBeUndefined();
  });
});
