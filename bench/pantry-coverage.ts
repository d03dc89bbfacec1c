/**
 * "What can we cook?" at a family's scale (product rule: cook-from-pantry): 10,000 recipes of
 * 10 to 14 ingredients in realistic wording, against a 300-item pantry.
 *
 *   npx tsx bench/pantry-coverage.ts
 *
 * Prints min/median/max of 7 runs for reading every recipe's ingredient keys (what the server
 * caches per recipe version) and for ranking with the keys read (what each question costs).
 * Goal: the ranking under 100 ms, so the keys must not be read per question.
 */
import { ingredientKeys, rankByCoverage } from '#shared/pantry/pantry-coverage';
import { readPantryStock } from '#shared/pantry/pantry-stock';

const RUNS = 7;
const THINGS = [
  'all-purpose flour',
  'sugar',
  'butter, softened',
  'eggs',
  'milk',
  'olive oil',
  'garlic cloves, minced',
  'onion, diced',
  'carrots, sliced',
  'celery stalks',
  'chicken thighs',
  'ground beef',
  'rice',
  'spaghetti',
  'canned tomatoes',
  'chickpeas, drained',
  'lentils',
  'parsley, chopped',
  'basil leaves',
  'cream',
  'parmesan, grated',
  'lemon juice',
  'honey',
  'soy sauce',
  'ginger, grated',
  'potatoes',
  'spinach',
  'mushrooms, sliced',
  'bell pepper',
  'cumin',
  'paprika',
  'cinnamon',
  'vanilla extract',
  'baking powder',
  'yogurt',
  'feta',
  'cucumber',
  'red onion',
  'black beans',
  'corn',
  'cheddar',
];
const UNITS: Array<[string | null, string | null]> = [
  ['2', 'cups'],
  ['1', 'tbsp'],
  ['200', 'g'],
  ['3', null],
  ['1', 'can'],
  [null, null],
  ['1/2', 'tsp'],
];

function recipes(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    ingredients: Array.from({ length: 10 + (i % 5) }, (_, j) => {
      const [quantity, unitName] = UNITS[(i + j) % UNITS.length]!;
      const thing = THINGS[(i * 7 + j * 11) % THINGS.length]!;
      return { quantity, unitName, text: `${thing} ${i % 40 === 0 ? `variant ${i}` : ''}`.trim() };
    }),
  }));
}

function time<T>(work: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = work();
  return { ms: performance.now() - start, result };
}

const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number) => sorted[i]!.toFixed(1);
  return `min ${at(0)} ms  median ${at(Math.floor(sorted.length / 2))} ms  max ${at(sorted.length - 1)} ms`;
};

const source = recipes(10_000);
const pantry = readPantryStock(
  Array.from({ length: 300 }, (_, i) => ({
    name: i < THINGS.length ? THINGS[i]!.split(',')[0]! : `stock item ${i}`,
    quantity: i % 3 === 0 ? null : '2',
    unit: null,
    isStaple: i % 50 === 0,
  })),
  'asWritten',
);

const reads: number[] = [];
const ranks: number[] = [];
let keyed = source.map((recipe) => ({
  id: recipe.id,
  ingredients: ingredientKeys(recipe.ingredients),
}));
for (let run = 0; run < RUNS; run++) {
  const read = time(() =>
    source.map((recipe) => ({ id: recipe.id, ingredients: ingredientKeys(recipe.ingredients) })),
  );
  reads.push(read.ms);
  keyed = read.result;
  ranks.push(time(() => rankByCoverage(keyed, pantry)).ms);
}
const top = rankByCoverage(keyed, pantry)[0]!;
console.log(`10,000 recipes, 300 pantry items (${RUNS} runs)`);
console.log(`  read ingredient keys (cached per recipe version):  ${figures(reads)}`);
console.log(`  rank with cached keys (per question, goal < 100 ms): ${figures(ranks)}`);
console.log(`  best: recipe ${top.recipeId}, ${top.covered}/${top.total} covered`);
