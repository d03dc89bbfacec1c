/**
 * The week bench/shopping-list.ts plans: recipes drawn from ingredient lines as family recipes
 * write them (mixed units, sizes, preparation notes, 'to taste'), with a fixed seed.
 */
import type { IngredientSpec } from '#server/test-support/recipe-factories';

export const MEALS = 35;
export const INGREDIENTS_PER_RECIPE = 12;

/** What family recipes use, as they write it; units are the standard units' names. */
const POOL: IngredientSpec[] = [
  ['2', null, 'large onions, chopped'],
  ['1', null, 'onion, finely diced'],
  ['3', 'clove', 'garlic, minced'],
  ['2', null, 'garlic cloves, crushed'],
  ['2', 'tablespoon', 'olive oil'],
  ['1', 'teaspoon', 'olive oil'],
  ['1', 'cup', 'milk'],
  ['250', 'milliliter', 'whole milk'],
  ['500', 'gram', 'all-purpose flour'],
  ['1 1/2', 'cup', 'all-purpose flour'],
  ['1', 'pound', 'ground beef'],
  ['500', 'gram', 'ground beef'],
  ['2', null, 'large eggs'],
  ['1', null, 'egg, beaten'],
  ['1/2', 'cup', 'butter, softened'],
  ['50', 'gram', 'butter, melted'],
  [null, null, 'salt to taste'],
  [null, null, 'Salt and pepper to taste'],
  ['1', 'teaspoon', 'salt'],
  ['1/2', 'teaspoon', 'black pepper'],
  ['2', null, 'carrots, diced'],
  ['3', null, 'celery stalks, sliced'],
  ['1', 'can', 'diced tomatoes'],
  ['400', 'gram', 'canned chopped tomatoes'],
  ['2', 'tablespoon', 'tomato paste'],
  ['1', 'liter', 'chicken broth'],
  ['2', 'cup', 'chicken broth'],
  ['1 1/2', 'pound', 'boneless skinless chicken breasts'],
  ['4', null, 'chicken thighs'],
  ['1', 'cup', 'long-grain rice'],
  ['300', 'gram', 'basmati rice, rinsed'],
  ['1', 'teaspoon', 'ground cumin'],
  ['2', 'teaspoon', 'smoked paprika'],
  ['1/4', 'teaspoon', 'cayenne pepper'],
  ['1', null, 'red bell pepper, seeded and sliced'],
  ['2', null, 'red bell peppers'],
  ['1', 'tablespoon', 'soy sauce'],
  ['2', 'tablespoon', 'honey'],
  ['1', 'tablespoon', 'fresh ginger, grated'],
  ['1/4', 'cup', 'fresh cilantro, chopped'],
  ['1', null, 'lime, juiced'],
  ['2', 'tablespoon', 'lemon juice'],
  ['200', 'gram', 'shredded cheddar cheese'],
  ['1/2', 'cup', 'grated Parmesan'],
  ['1', 'cup', 'sour cream'],
  ['8', 'ounce', 'cream cheese, softened'],
  ['1', 'pound', 'spaghetti'],
  ['400', 'gram', 'penne pasta'],
  ['2', 'cup', 'fresh spinach'],
  ['1', null, 'zucchini, sliced'],
  ['3', null, 'potatoes, peeled and cubed'],
  ['1', 'kilogram', 'potatoes'],
  ['2-3', null, 'tomatoes, diced'],
  ['1', null, 'avocado'],
  ['8', null, 'corn tortillas'],
  ['1', 'teaspoon', 'baking powder'],
  ['1/2', 'teaspoon', 'baking soda'],
  ['3/4', 'cup', 'sugar'],
  ['1/2', 'cup', 'brown sugar, packed'],
  ['1', 'teaspoon', 'vanilla extract'],
  ['1', 'pinch', 'ground nutmeg'],
  ['2', 'slice', 'bread'],
  ['1', 'piece', 'ginger'],
  ['150', 'milliliter', 'heavy cream'],
  ['12', 'fluid ounce', 'beer'],
  ['1', null, 'bay leaf'],
  ['2', null, 'bay leaves'],
  ['1', 'teaspoon', 'dried thyme'],
  ['1/2', 'cup', 'frozen peas'],
  ['a handful', null, 'fresh parsley'],
  ['1', 'cup', 'water'],
  ['250', 'gram', 'mushrooms, sliced'],
];

/** A small deterministic PRNG, so every run plans the same week. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 35 recipes of 12 ingredients each, with their servings and the servings planned. */
export function weekOfRecipes() {
  const random = mulberry32(5);
  return Array.from({ length: MEALS }, (_, index) => {
    const picked = new Set<number>();
    while (picked.size < INGREDIENTS_PER_RECIPE) picked.add(Math.floor(random() * POOL.length));
    return {
      title: `Family Recipe ${index + 1}`,
      servings: 2 + Math.floor(random() * 7),
      plannedServings: 2 + Math.floor(random() * 7),
      ingredients: [...picked].map((i) => POOL[i]!),
    };
  });
}
