/**
 * How much a millilitre of an ingredient weighs, for the few ingredients whose cups and grams
 * cooks swap every day. A cup of flour has no fixed weight (it depends on how it is scooped), so
 * every figure is a published kitchen average, and an ingredient not in this table is never
 * converted between volume and weight: a wrong amount is worse than an unconverted one.
 */
import { foldText } from '#shared/lib/fold-text';
import { parseIngredientName } from '#shared/shopping/ingredient-name';
import { sizeOf } from './measures';

export type Density = {
  /** The entry's English name, for tests and debugging. */
  name: string;
  gramsPerMl: number;
  /** Liquids are poured: a metric cook measures them in ml, not grams. */
  isLiquid: boolean;
};

type Entry = Density & { names: readonly string[] };

/** The sources give grams per US cup. */
const perCup = (grams: number) => grams / sizeOf('cup');

const entry = (name: string, gramsPerCup: number, isLiquid: boolean, names: string[]): Entry => ({
  name,
  gramsPerMl: perCup(gramsPerCup),
  isLiquid,
  names: [name, ...names],
});

/**
 * Names are folded (lower case, no accents) whole words; hyphens and apostrophes count as
 * spaces ('all-purpose' is 'all purpose', "huile d'olive" is 'huile d olive').
 * Figures: USDA FoodData Central (SR Legacy) household portions, grams per cup.
 */
const DENSITIES: readonly Entry[] = [
  // USDA FDC, wheat flour, white, all-purpose, enriched: 1 cup = 125 g (King Arthur: 120 g).
  entry('flour', 125, false, ['all purpose flour', 'plain flour', 'mehl', 'farine', 'harina']),
  // USDA FDC, sugars, granulated: 1 cup = 200 g.
  entry('sugar', 200, false, ['white sugar', 'granulated sugar', 'zucker', 'sucre', 'azucar']),
  // USDA FDC, sugars, brown: 1 cup, packed = 220 g.
  entry('brown sugar', 220, false, ['brauner zucker', 'sucre roux', 'azucar moreno']),
  // USDA FDC, sugars, powdered: 1 cup, unsifted = 120 g.
  entry('powdered sugar', 120, false, [
    'icing sugar',
    'confectioners sugar',
    'puderzucker',
    'sucre glace',
    'azucar glas',
  ]),
  // USDA FDC, butter, salted: 1 cup = 227 g (King Arthur: 227 g).
  entry('butter', 227, false, ['beurre', 'mantequilla']),
  // USDA FDC, water, tap: 1 cup = 237 g.
  entry('water', 237, true, ['wasser', 'eau', 'agua']),
  // USDA FDC, milk, whole, 3.25% milkfat: 1 cup = 244 g.
  entry('milk', 244, true, ['milch', 'lait', 'leche']),
  // USDA FDC, rice, white, long-grain, regular, raw: 1 cup = 185 g.
  entry('rice', 185, false, ['reis', 'riz', 'arroz']),
  // USDA FDC, oil, canola / vegetable: 1 cup = 218 g.
  entry('oil', 218, true, ['vegetable oil', 'ol', 'huile', 'aceite']),
  // USDA FDC, oil, olive, salad or cooking: 1 cup = 216 g.
  entry('olive oil', 216, true, ['olivenol', 'huile d olive', 'aceite de oliva']),
  // USDA FDC, honey: 1 cup = 339 g. Weighed, not poured, in metric kitchens.
  entry('honey', 339, false, ['honig', 'miel']),
  // USDA FDC, salt, table: 1 cup = 292 g.
  entry('salt', 292, false, ['table salt', 'salz', 'sel', 'sal']),
  // USDA FDC, cocoa, dry powder, unsweetened: 1 cup = 86 g (King Arthur: 84 g).
  entry('cocoa', 86, false, ['cocoa powder', 'kakao', 'kakaopulver', 'cacao']),
  // USDA FDC, cereals, oats, regular and quick, dry: 1 cup = 81 g.
  entry('oats', 81, false, ['rolled oats', 'oat', 'haferflocken', 'flocons d avoine', 'avena']),
];

/**
 * Things named with one of the words above that are something else, with another weight:
 * matching 'flour' in 'almond flour' would be off by a fifth, 'salt' in 'kosher salt' by half.
 */
const SOMETHING_ELSE = [
  'almond flour',
  'coconut flour',
  'chickpea flour',
  'condensed milk',
  'milk powder',
  'powdered milk',
  'milk chocolate',
  'rice vinegar',
  'rice wine',
  'rice noodles',
  'rice paper',
  'cooked rice',
  'sugar snap',
  'butter beans',
  'peanut butter',
  'almond butter',
  'water chestnut',
  'water chestnuts',
  'kosher salt',
].map((phrase) => ` ${phrase} `);

/** Folded words joined by single spaces, with a space at each end for whole-word matching. */
function wordsOf(text: string): string {
  const words = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

/**
 * The density of the ingredient a text names, or null. Only the name counts, not the notes
 * ('chicken, poached in water' is no water). The longest matching name wins ('brown sugar' over
 * 'sugar'); two different ingredients ('rice flour', 'butter and sugar') give null.
 */
export function densityOf(ingredientText: string): Density | null {
  const words = wordsOf(parseIngredientName(ingredientText).name);
  if (SOMETHING_ELSE.some((phrase) => words.includes(phrase))) return null;
  const found: { entry: Entry; phrase: string }[] = [];
  for (const candidate of DENSITIES) {
    for (const name of candidate.names) {
      const phrase = ` ${name} `;
      if (words.includes(phrase)) found.push({ entry: candidate, phrase });
    }
  }
  found.sort((a, b) => b.phrase.length - a.phrase.length);
  const [best, ...others] = found;
  if (!best) return null;
  // Every other match must be part of the best one: 'sugar' inside 'brown sugar'.
  const alone = others.every((o) => o.entry === best.entry || best.phrase.includes(o.phrase));
  if (!alone) return null;
  return {
    name: best.entry.name,
    gramsPerMl: best.entry.gramsPerMl,
    isLiquid: best.entry.isLiquid,
  };
}
