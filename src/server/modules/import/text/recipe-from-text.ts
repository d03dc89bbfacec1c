import type { ExtractedRecipe } from '#shared/import/extracted-recipe';

/**
 * What reading pasted text without the model gives (readRecipeText in parse-recipe-text.ts):
 * the recipe when it has ingredients and steps, else null and (when asked for) the words the
 * model should read instead.
 */
export type TextReading = { recipe: ExtractedRecipe | null; forModel: string | null };

export type TextImportDeps = {
  /** The chat model's reading of the text (createAiTextStructurer), or null when none is set up. */
  structureWithAi: ((text: string) => Promise<ExtractedRecipe | null>) | null;
  /**
   * readRecipeText, run where the CPU-bound work belongs: the server's import workers
   * (import-reader.ts), off the event loop and within a time budget.
   */
  read: (text: string, options: { forModel: boolean }) => Promise<TextReading>;
};

/**
 * A recipe from pasted text (Import From Text, product rule: import-reading): read without the
 * model first; when that finds no ingredients or no steps, the chat model (when configured) gets
 * the text. Null when no recipe with both ingredients and steps could be read: a recipe cannot be
 * saved without them. This module loads no parser: the server's event loop only awaits here.
 */
export async function recipeFromText(
  text: string,
  deps: TextImportDeps,
): Promise<ExtractedRecipe | null> {
  const { recipe, forModel } = await deps.read(text, { forModel: deps.structureWithAi !== null });
  if (recipe) return recipe;
  if (!deps.structureWithAi || forModel === null) return null;
  // The model's answer is network I/O: it waits here, not in a worker.
  const structured = await deps.structureWithAi(forModel);
  return structured && isComplete(structured) ? structured : null;
}

export function isComplete(recipe: ExtractedRecipe) {
  return recipe.ingredients.length > 0 && recipe.directions.length > 0;
}
