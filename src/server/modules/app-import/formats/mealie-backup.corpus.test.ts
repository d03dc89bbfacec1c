import { describe, expect, it } from 'vitest';
import { corpusUpload } from '#server/test-support/migrations-corpus';
import type { UploadFile } from '../archive/read-upload';
import { mealieBackupReader } from './mealie-backup';

type Row = Record<string, unknown>;

/** The backup's own tables, read here apart from the reader. */
function tables(files: UploadFile[]): Record<string, Row[]> {
  const file = files.find((f) => f.path.endsWith('database.json'))!;
  return JSON.parse(file.bytes.toString('utf8')) as Record<string, Row[]>;
}

describe('the real Mealie backup (schema 44e8d670719d)', () => {
  it('imports every recipe, ingredient row, step and meal plan it holds', async () => {
    const files = await corpusUpload('mealie-backup-44e8d670719d.zip');
    expect(mealieBackupReader.detect(files)).toBe(true);
    const raw = tables(files);
    const result = mealieBackupReader.read(files);

    expect(result.failed).toEqual([]);
    expect(result.recipes).toHaveLength(raw.recipes!.length);
    const ingredients = result.recipes.flatMap((r) =>
      r.ingredients.filter((line) => line.kind === 'ingredient'),
    );
    expect(ingredients).toHaveLength(raw.recipes_ingredients!.length);
    expect(result.recipes.flatMap((r) => r.directions)).toHaveLength(
      raw.recipe_instructions!.length,
    );
    expect(result.mealPlans).toHaveLength(raw.group_meal_plans!.length);
    // The README's figures, as a check on the check.
    expect([raw.recipes!.length, ingredients.length, raw.recipe_instructions!.length]).toEqual([
      88, 889, 489,
    ]);
  });

  it('three recipes field by field', async () => {
    const files = await corpusUpload('mealie-backup-44e8d670719d.zip');
    const raw = tables(files);
    const result = mealieBackupReader.read(files);
    const rowsOf = (table: string, recipeId: unknown) =>
      raw[table]!.filter((row) => row.recipe_id === recipeId).sort(
        (a, b) => Number(a.position) - Number(b.position),
      );

    for (const index of [0, 41, 87]) {
      const row = raw.recipes![index]!;
      const recipe = result.recipes.find((r) => r.sourceId === row.id)!;
      expect(recipe.title).toBe(row.name);
      expect(recipe.description).toBe(row.description || null);
      const categoryIds = raw
        .recipes_to_categories!.filter((link) => link.recipe_id === row.id)
        .map((link) => link.category_id);
      const categoryNames = raw
        .categories!.filter((c) => categoryIds.includes(c.id))
        .map((c) => c.name);
      for (const name of categoryNames) expect(recipe.categories).toContain(name);

      const ingredientRows = rowsOf('recipes_ingredients', row.id);
      const lines = recipe.ingredients.flatMap((l) => (l.kind === 'ingredient' ? [l.line] : []));
      expect(lines).toHaveLength(ingredientRows.length);
      // Amounts are off in this backup's recipes: each line is its row's note.
      expect(lines[0]).toContain(String(ingredientRows[0]!.note));
      expect(lines.at(-1)).toContain(String(ingredientRows.at(-1)!.note));

      const steps = rowsOf('recipe_instructions', row.id);
      expect(recipe.directions).toHaveLength(steps.length);
      expect(recipe.directions[0]).toContain(String(steps[0]!.text));
    }
  });
});
