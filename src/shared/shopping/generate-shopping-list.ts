import { displayCount, displayMeasure, type AmountRange } from './amount-display';
import { categorizeIngredient, type GroceryCategory } from './grocery-category';
import { inflectLastWord, isPlural, pluralize, singularize } from './inflection';
import { readIngredientLines, type IngredientLine, type RecipeIngredient } from './ingredient-line';
import type { MeasureSystem } from './measures';

/** A meal plan entry of the week with what generation needs of its recipe. */
export type PlannedMealForList = {
  id: number;
  plannedServings: number;
  /** Null for placeholders: they count in the hash but add no items. */
  recipe: { title: string; servings: number; ingredients: readonly RecipeIngredient[] } | null;
};

/** An item as stored and sent (shopping-lists.schemas.ts documents each field). */
export type GeneratedItem = {
  name: string;
  category: GroceryCategory;
  quantity: string | null;
  unit: string | null;
  detailText: string | null;
  recipeNames: string;
};

/**
 * Core §3's comma-joined sorted meal plan ids, each with its planned servings ('3:4,7:6'):
 * the spec's ids alone miss a servings change, after which the amounts are wrong
 * (docs/spec-deviations.md). Every entry counts, placeholders too.
 */
export function computeMealPlanHash(
  meals: readonly { id: number; plannedServings: number }[],
): string {
  return [...meals]
    .sort((a, b) => a.id - b.id)
    .map((meal) => `${meal.id}:${meal.plannedServings}`)
    .join(',');
}

/** Lines of the same ingredient that add up; `order` keeps the first-seen order for ties. */
type Bucket = {
  order: number;
  key: string;
  names: string[];
  details: Set<string>;
  recipes: Set<string>;
  amount: IngredientLine['amount'];
  systems: Set<MeasureSystem>;
  symbols: Set<string>;
};

function bucketKey({ key, amount }: IngredientLine): string {
  switch (amount.kind) {
    case 'measure':
      return `${key}|${amount.measure.kind}`;
    case 'count':
      return `${key}|count|${amount.unit ?? ''}`;
    case 'asWritten':
      return `${key}|text|${amount.quantity}|${amount.unit ?? ''}`;
    case 'none':
      return `${key}|none`;
  }
}

const addRange = (a: AmountRange, b: AmountRange) => ({
  low: a.low + b.low,
  high: a.high + b.high,
});

/** Names, details and recipe of a line, kept whether or not its amount adds up. */
function noteLine(bucket: Bucket, line: IngredientLine, recipeTitle: string) {
  if (!bucket.names.includes(line.name)) bucket.names.push(line.name);
  if (line.detailText) bucket.details.add(line.detailText);
  bucket.recipes.add(recipeTitle);
}

/** Adds the line's amount; the bucket key guarantees the kinds (and count units) agree. */
function addAmount(bucket: Bucket, line: IngredientLine) {
  const [into, from] = [bucket.amount, line.amount];
  if (into.kind === 'measure' && from.kind === 'measure') {
    bucket.amount = { ...into, base: addRange(into.base, from.base) };
    bucket.systems.add(from.measure.system);
    bucket.symbols.add(from.measure.symbol);
  } else if (into.kind === 'count' && from.kind === 'count') {
    bucket.amount = { ...into, value: addRange(into.value, from.value) };
  }
}

/**
 * The week's shopping list (issue 5): every ingredient of every planned recipe, scaled by
 * plannedServings ÷ the recipe's servings; the same ingredient merged across recipes and
 * days when the amounts add up (mass with mass, volume with volume, the same count unit),
 * other amounts as separate lines; an ingredient without a quantity once, folded into a
 * measured line of the same ingredient when there is one. Items are sorted by category,
 * then name, which is also their `position`.
 */
export function generateShoppingList(meals: readonly PlannedMealForList[]): {
  mealPlanHash: string;
  items: GeneratedItem[];
} {
  const buckets = new Map<string, Bucket>();
  for (const meal of meals) {
    const recipe = meal.recipe;
    if (!recipe) continue;
    const factor = recipe.servings > 0 ? meal.plannedServings / recipe.servings : 1;
    for (const ingredient of recipe.ingredients) {
      for (const line of readIngredientLines(ingredient, factor)) {
        const id = bucketKey(line);
        const bucket = buckets.get(id);
        if (bucket) addAmount(bucket, line);
        else buckets.set(id, newBucket(buckets.size, line));
        noteLine(buckets.get(id)!, line, recipe.title);
      }
    }
  }
  const items = foldUnmeasured([...buckets.values()])
    .map((bucket) => ({ order: bucket.order, item: toItem(bucket) }))
    .sort((a, b) => compareItems(a.item, b.item) || a.order - b.order)
    .map(({ item }) => item);
  return { mealPlanHash: computeMealPlanHash(meals), items };
}

function newBucket(order: number, line: IngredientLine): Bucket {
  const measure = line.amount.kind === 'measure' ? line.amount.measure : null;
  return {
    order,
    key: line.key,
    names: [],
    details: new Set(),
    recipes: new Set(),
    amount: line.amount,
    systems: new Set(measure ? [measure.system] : []),
    symbols: new Set(measure ? [measure.symbol] : []),
  };
}

/** 'Salt to taste' next to '1 tsp salt': one line, the measured one, naming both recipes. */
function foldUnmeasured(buckets: Bucket[]): Bucket[] {
  const measured = new Map<string, Bucket>();
  for (const bucket of buckets) {
    if (bucket.amount.kind !== 'none' && !measured.has(bucket.key))
      measured.set(bucket.key, bucket);
  }
  return buckets.filter((bucket) => {
    const target = bucket.amount.kind === 'none' ? measured.get(bucket.key) : undefined;
    if (!target) return true;
    bucket.recipes.forEach((title) => target.recipes.add(title));
    bucket.details.forEach((detail) => target.details.add(detail));
    return false;
  });
}

function toItem(bucket: Bucket): GeneratedItem {
  const { amount } = bucket;
  const shown = (() => {
    switch (amount.kind) {
      case 'measure':
        return displayMeasure(amount.measure.kind, amount.base, bucket.systems, bucket.symbols);
      case 'count':
        return displayCount(amount.value, amount.unit);
      case 'asWritten':
        return { quantity: amount.quantity, unit: amount.unit };
      case 'none':
        return { quantity: null, unit: null };
    }
  })();
  const name =
    amount.kind === 'count' && amount.unit === null
      ? countedName(bucket.names, amount.value.high)
      : bucket.names[0]!;
  return {
    name,
    category: categorizeIngredient(bucket.names[0]!, amount.kind === 'count' ? amount.unit : null),
    quantity: shown.quantity,
    unit: shown.unit,
    detailText: bucket.details.size > 0 ? [...bucket.details].join('; ') : null,
    recipeNames: [...bucket.recipes].join(', '),
  };
}

/** '3 onions' and '1 onion', whichever way the recipes wrote them. */
function countedName(names: readonly string[], amount: number): string {
  const lastWord = (name: string) => name.split(' ').at(-1) ?? name;
  if (amount <= 1) return inflectLastWord(names[0]!, singularize);
  const plural = names.find((name) => isPlural(lastWord(name)));
  return plural ?? inflectLastWord(names[0]!, pluralize);
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareItems(a: GeneratedItem, b: GeneratedItem): number {
  if (a.category !== b.category) return a.category < b.category ? -1 : 1;
  return byName.compare(a.name, b.name);
}
