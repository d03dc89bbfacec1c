import type { GeneratedItem, PlannedMealForList } from './generate-shopping-list';

/** An ingredient as the generation tests write it: [quantity, unit name, text]. */
export type IngredientSpec = [string | null, string | null, string];
let nextId = 1;

/** A planned meal of a recipe with `servings` and ingredients [quantity, unit name, text]. */
export function meal(
  title: string,
  servings: number,
  ingredients: IngredientSpec[],
  plannedServings = servings,
) {
  return {
    id: nextId++,
    plannedServings,
    recipe: {
      title,
      servings,
      ingredients: ingredients.map(([quantity, unitName, text]) => ({ quantity, unitName, text })),
    },
  } satisfies PlannedMealForList;
}

export const placeholder = (): PlannedMealForList => ({
  id: nextId++,
  plannedServings: 2,
  recipe: null,
});

/** Items as 'quantity unit name' strings, for compact expectations. */
export const lines = (items: GeneratedItem[]) =>
  items.map((item) => [item.quantity, item.unit, item.name].filter(Boolean).join(' '));
