/**
 * One of our recipes as a schema.org Recipe (docs/decisions/051-family-export.md): the fields
 * schema.org has, mapped for any app that reads JSON-LD, and under `familyCookbook` our own
 * fields exactly as stored, which our reader restores. Pure.
 */
import { isGroupHeading } from '#shared/recipes/ingredient-line';
import {
  ownRecipeFieldsSchema,
  OWN_FIELDS_KEY,
  type ExportIngredient,
  type OwnRecipeFields,
} from './export-format';

/** Minutes as an ISO 8601 duration: 90 → 'PT1H30M', 0 → 'PT0M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** An ingredient row as a line people read: '1 1/2 cup flour'. */
export function ingredientLine(row: Pick<ExportIngredient, 'quantity' | 'unit' | 'text'>): string {
  return [row.quantity, row.unit, row.text].filter((part) => part).join(' ');
}

/** Does a row read as a group heading: no quantity, no unit, heading-like text. */
export function isHeadingRow(row: Pick<ExportIngredient, 'quantity' | 'unit' | 'text'>): boolean {
  return row.quantity === null && row.unit === null && isGroupHeading(row.text);
}

/**
 * The steps: HowToSteps in order; a heading row among the ingredients has no counterpart in
 * our steps (they have no sections), so steps are never grouped.
 */
function instructions(recipe: OwnRecipeFields) {
  return recipe.directions.map((step) => ({
    '@type': 'HowToStep',
    position: step.stepNumber,
    text: step.text,
  }));
}

/** The schema.org node; times and texts our recipe leaves empty are left out. */
export function toRecipeJsonLd(recipe: OwnRecipeFields): Record<string, unknown> {
  const times = {
    ...(recipe.prepTime > 0 ? { prepTime: isoDuration(recipe.prepTime) } : {}),
    ...(recipe.cookTime > 0 ? { cookTime: isoDuration(recipe.cookTime) } : {}),
    ...(recipe.prepTime + recipe.cookTime > 0
      ? { totalTime: isoDuration(recipe.prepTime + recipe.cookTime) }
      : {}),
  };
  // A path from the zip's top ('images/<name>.webp'), as the README says.
  const image = recipe.image ?? recipe.imageUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(recipe.subtitle ? { description: recipe.subtitle } : {}),
    ...(image ? { image } : {}),
    recipeYield: `${recipe.servings} servings`,
    ...times,
    recipeCategory: recipe.category,
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: instructions(recipe),
    ...(recipe.sourceUrl ? { url: recipe.sourceUrl, isBasedOn: recipe.sourceUrl } : {}),
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
    ...(recipe.createdBy ? { author: { '@type': 'Person', name: recipe.createdBy } } : {}),
    isPartOf: { '@type': 'Book', name: recipe.cookbook.name },
    [OWN_FIELDS_KEY]: recipe,
  };
}

/** Our fields of a Recipe node of our export; null when the node has none we can read. */
export function ownFieldsOf(node: unknown): OwnRecipeFields | null {
  if (typeof node !== 'object' || node === null) return null;
  const parsed = ownRecipeFieldsSchema.safeParse((node as Record<string, unknown>)[OWN_FIELDS_KEY]);
  return parsed.success ? parsed.data : null;
}
