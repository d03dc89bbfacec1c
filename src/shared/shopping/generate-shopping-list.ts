import { displayCount, displayMeasure, roundCountUp, type AmountRange } from './amount-display';
import { categorizeIngredient, type GroceryCategory } from './grocery-category';
import { inflectLastWord, isPlural, pluralize, singularize } from './inflection';
import { readIngredientLines, type IngredientLine, type RecipeIngredient } from './ingredient-line';
import type { MeasureSystem } from './measures';
import type { MeasurementSystem } from '../measures/measurement-system';
import type { PantryStock } from '../pantry/pantry-stock';
import { subtractPantry, type PantryState } from '../pantry/subtract-pantry';

/** A meal plan entry of the week with what generation needs of its recipe. */
export type PlannedMealForList = {
  id: number;
  plannedServings: number;
  /** Null for placeholders: they add no items. */
  recipe: { title: string; servings: number; ingredients: readonly RecipeIngredient[] } | null;
};

/** What the week's hash knows of one meal plan entry. */
export type MealForHash = {
  id: number;
  plannedServings: number;
  /** Null for a placeholder (also one a deleted recipe left behind). */
  recipeId: number | null;
  /**
   * Changes whenever anything of the recipe a list is built from changes (title, servings,
   * ingredients with their unit names); the server takes a digest of those (week-meals
   * repository). Null for a placeholder.
   */
  recipeVersion: string | null;
};

/** An item as stored and sent (shopping-lists.schemas.ts documents each field). */
export type GeneratedItem = {
  name: string;
  category: GroceryCategory;
  quantity: string | null;
  unit: string | null;
  detailText: string | null;
  recipeNames: string;
  /** What the pantry did to it (subtract-pantry.ts); absent when the pantry has none of it. */
  pantryState?: PantryState;
};

/**
 * The meal plan hash (product rule: meal-plan-hash): comma-joined sorted meal plan ids, each with
 * what its part of the list was built from: its planned servings and, unless it is a placeholder,
 * its recipe's id and version ('3:4:12@9f86d081884c7d65,7:6' for a recipe and a placeholder). The
 * spec's ids alone miss a servings change, a meal switched to another recipe, and a planned recipe
 * that was edited or deleted, after which the list is wrong (docs/spec-deviations.md). Every entry
 * counts.
 */
export function computeMealPlanHash(meals: readonly MealForHash[]): string {
  return [...meals]
    .sort((a, b) => a.id - b.id)
    .map((meal) => {
      const planned = `${meal.id}:${meal.plannedServings}`;
      return meal.recipeId === null ? planned : `${planned}:${meal.recipeId}@${meal.recipeVersion}`;
    })
    .join(',');
}

/**
 * Lines of the same ingredient that add up; `order` keeps the first-seen order for ties.
 * `names` and `details` are what is bought and every note with the preparation; `wordings`
 * holds the recipes' own wordings (`written` names, their `notes`) by key: when there is one,
 * the item reads as the recipes wrote it.
 */
type Bucket = {
  order: number;
  key: string;
  names: string[];
  details: Set<string>;
  wordings: Set<string>;
  written: string[];
  notes: Set<string>;
  recipes: Set<string>;
  amount: IngredientLine['amount'];
  systems: Set<MeasureSystem>;
  symbols: Set<string>;
  /** Some of the amount was turned into the family's chosen system: it reads rounded. */
  converted: boolean;
  pantryState: PantryState | null;
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
  const { asWritten } = line;
  bucket.wordings.add(asWritten.key);
  if (!bucket.written.includes(asWritten.name)) bucket.written.push(asWritten.name);
  if (asWritten.detailText) bucket.notes.add(asWritten.detailText);
  bucket.recipes.add(recipeTitle);
}

/** Adds the line's amount; the bucket key guarantees the kinds (and count units) agree. */
function addAmount(bucket: Bucket, line: IngredientLine) {
  const [into, from] = [bucket.amount, line.amount];
  if (into.kind === 'measure' && from.kind === 'measure') {
    bucket.amount = { ...into, base: addRange(into.base, from.base) };
    bucket.systems.add(from.measure.system);
    bucket.symbols.add(from.measure.symbol);
    if (from.converted) bucket.converted = true;
  } else if (into.kind === 'count' && from.kind === 'count') {
    bucket.amount = { ...into, value: addRange(into.value, from.value) };
  }
}

/**
 * The week's shopping list (product rule: shopping-from-plans): every ingredient of every planned
 * recipe, scaled by plannedServings ÷ the recipe's servings; the same ingredient merged across
 * recipes and days when the amounts add up (mass with mass, volume with volume, the same count
 * unit), other amounts as separate lines; an ingredient without a quantity once, folded into a
 * measured line of the same ingredient when there is one. Amounts are what to buy, rounded
 * up (amount-display.ts); names keep the recipe's wording where the lines agree
 * (product rule: shopping-amounts). Items are sorted by category, then name, which is also their
 * `position`.
 */
export function generateShoppingList(
  meals: readonly PlannedMealForList[],
  /** The measurement system of who generates the list (Settings); the family shares the list. */
  system: MeasurementSystem = 'asWritten',
  /** The family's pantry, read in the same system (pantry-stock.ts): it is not bought again. */
  pantry: readonly PantryStock[] = [],
): {
  items: GeneratedItem[];
} {
  const buckets = new Map<string, Bucket>();
  for (const meal of meals) {
    const recipe = meal.recipe;
    if (!recipe) continue;
    const factor = recipe.servings > 0 ? meal.plannedServings / recipe.servings : 1;
    for (const ingredient of recipe.ingredients) {
      for (const line of readIngredientLines(ingredient, factor, system)) {
        const id = bucketKey(line);
        const bucket = buckets.get(id);
        if (bucket) addAmount(bucket, line);
        else buckets.set(id, newBucket(buckets.size, line));
        noteLine(buckets.get(id)!, line, recipe.title);
      }
    }
  }
  const items = withPantry(foldUnmeasured([...buckets.values()]), pantry)
    .map((bucket) => ({ order: bucket.order, item: toItem(bucket, system) }))
    .sort((a, b) => compareItems(a.item, b.item) || a.order - b.order)
    .map(({ item }) => item);
  return { items };
}

/** Each line less what the pantry holds of it; staples leave the list. */
function withPantry(buckets: Bucket[], pantry: readonly PantryStock[]): Bucket[] {
  if (pantry.length === 0) return buckets;
  const stockByKey = new Map<string, PantryStock[]>();
  for (const stock of pantry)
    stockByKey.set(stock.key, [...(stockByKey.get(stock.key) ?? []), stock]);
  return buckets.flatMap((bucket) => {
    const outcome = subtractPantry(bucket.amount, stockByKey.get(bucket.key) ?? []);
    if (outcome.staple) return [];
    return [{ ...bucket, amount: outcome.amount, pantryState: outcome.state }];
  });
}

function newBucket(order: number, line: IngredientLine): Bucket {
  const measure = line.amount.kind === 'measure' ? line.amount.measure : null;
  return {
    order,
    key: line.key,
    names: [],
    details: new Set(),
    wordings: new Set(),
    written: [],
    notes: new Set(),
    recipes: new Set(),
    amount: line.amount,
    systems: new Set(measure ? [measure.system] : []),
    symbols: new Set(measure ? [measure.symbol] : []),
    converted: line.amount.kind === 'measure' && line.amount.converted === true,
    pantryState: null,
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
    bucket.wordings.forEach((wording) => target.wordings.add(wording));
    bucket.written.forEach((name) => target.written.includes(name) || target.written.push(name));
    bucket.notes.forEach((note) => target.notes.add(note));
    return false;
  });
}

function toItem(bucket: Bucket, system: MeasurementSystem): GeneratedItem {
  const { amount } = bucket;
  const shown = (() => {
    switch (amount.kind) {
      case 'measure':
        return displayMeasure(amount.measure.kind, amount.base, bucket.systems, bucket.symbols, {
          system,
          converted: bucket.converted,
        });
      case 'count':
        return displayCount(amount.value, amount.unit);
      case 'asWritten':
        return { quantity: amount.quantity, unit: amount.unit };
      case 'none':
        return { quantity: null, unit: null };
    }
  })();
  // One wording: as the recipes wrote it ('Grated Parmesan', 'for serving'); several: what
  // is bought, each line's preparation and notes after it ('Parmesan', 'Grated; shaved').
  const asWritten = bucket.wordings.size === 1;
  const names = asWritten ? bucket.written : bucket.names;
  const details = asWritten ? bucket.notes : bucket.details;
  const name =
    amount.kind === 'count' && amount.unit === null
      ? countedName(names, roundCountUp(amount.value.high))
      : names[0]!;
  return {
    name,
    category: categorizeIngredient(bucket.names[0]!, amount.kind === 'count' ? amount.unit : null),
    quantity: shown.quantity,
    unit: shown.unit,
    detailText: details.size > 0 ? [...details].join('; ') : null,
    recipeNames: [...bucket.recipes].join(', '),
    ...(bucket.pantryState && { pantryState: bucket.pantryState }),
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
