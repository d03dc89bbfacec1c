import { z } from 'zod';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { capText, storableText } from './text-lines';

/**
 * The chat model's answer: the JSON schema it is asked to follow (strict structured output),
 * and the zod schema that reads what it actually sent. Only recipe fields are taken; texts and
 * counts are capped to what a recipe may hold, and nothing in the answer is ever fetched.
 */
const nullableString = { type: ['string', 'null'] };
const minutesField = {
  type: ['integer', 'null'],
  description: 'Minutes, or null when the text does not say.',
};

export const RECIPE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'title',
    'subtitle',
    'servings',
    'prepTime',
    'cookTime',
    'totalTime',
    'ingredients',
    'directions',
  ],
  properties: {
    title: { type: 'string', description: 'The recipe name; empty when the text holds no recipe.' },
    subtitle: { ...nullableString, description: 'A one-line description, or null.' },
    servings: { type: ['integer', 'null'], description: 'How many people it serves, or null.' },
    prepTime: minutesField,
    cookTime: minutesField,
    totalTime: minutesField,
    ingredients: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['quantity', 'unit', 'text'],
        properties: {
          quantity: { ...nullableString, description: "The amount as written ('1 1/2', '2-3')." },
          unit: { ...nullableString, description: "The unit as written ('cups', 'g', 'EL')." },
          text: { type: 'string', description: "The rest of the line ('flour, sifted')." },
        },
      },
    },
    directions: {
      type: 'array',
      items: { type: 'string', description: 'One step, without its number.' },
    },
  },
} as const;

function cappedText(max: number) {
  return z.string().transform((value) => capText(storableText(value), max));
}

function optionalText(max: number) {
  return cappedText(max)
    .nullable()
    .transform((value) => value || null);
}

/** A whole number in range, or null: a model's '0 servings' or '-5 minutes' means "unknown". */
function wholeNumber(min: number, max: number) {
  return z
    .number()
    .nullable()
    .transform((value) => (value === null || !Number.isFinite(value) ? null : Math.round(value)))
    .transform((value) => (value !== null && value >= min && value <= max ? value : null));
}

const WEEK_IN_MINUTES = 7 * 24 * 60;
/** Units are matched to our table on save; a longer "unit" is not one. */
const UNIT_MAX = 40;

const aiAnswerSchema = z.object({
  title: cappedText(RECIPE_LIMITS.titleMax),
  subtitle: optionalText(RECIPE_LIMITS.subtitleMax),
  servings: wholeNumber(1, RECIPE_LIMITS.servingsMax),
  prepTime: wholeNumber(0, WEEK_IN_MINUTES),
  cookTime: wholeNumber(0, WEEK_IN_MINUTES),
  totalTime: wholeNumber(0, WEEK_IN_MINUTES),
  ingredients: z.array(
    z.object({
      quantity: optionalText(RECIPE_LIMITS.quantityMax),
      unit: optionalText(UNIT_MAX),
      text: cappedText(RECIPE_LIMITS.textMax),
    }),
  ),
  directions: z.array(cappedText(RECIPE_LIMITS.textMax)),
});

/**
 * The recipe in a parsed answer, or null when the answer breaks the schema or holds no recipe
 * (no title, no ingredients or no steps). Images and categories never come from the model.
 */
export function recipeFromAiAnswer(answer: unknown): ExtractedRecipe | null {
  const parsed = aiAnswerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const { ingredients, directions, ...fields } = parsed.data;
  const recipe: ExtractedRecipe = {
    ...fields,
    imageUrls: [],
    category: null,
    ingredients: ingredients
      .filter((ingredient) => ingredient.text !== '')
      .slice(0, RECIPE_LIMITS.ingredientsMax)
      .map(({ quantity, unit, text }) => ({
        quantity,
        unit,
        text,
        line: [quantity, unit, text].filter(Boolean).join(' '),
      })),
    directions: directions.filter((step) => step !== '').slice(0, RECIPE_LIMITS.directionsMax),
  };
  const hasRecipe =
    recipe.title.length >= RECIPE_LIMITS.titleMin &&
    recipe.ingredients.length > 0 &&
    recipe.directions.length > 0;
  return hasRecipe ? recipe : null;
}
