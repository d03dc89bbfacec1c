import { singularize } from './inflection';

/**
 * The units a shopping list converts between. Mass sums in grams and volume in millilitres;
 * the two are never converted into each other (a cup of flour has no fixed weight). Every
 * other unit, and no unit at all, is a count: counts add up only with the same count unit
 * ('2 cloves' + '1 clove', '2 onions' + '1 onion'), never with a measure.
 */
export type MeasureKind = 'mass' | 'volume';

/**
 * metric: g, kg, ml, l; us: oz, lb, cup, fl oz (and pint, quart, gallon); any: tsp and tbsp,
 * which metric and US recipes both use, so they do not decide which system a sum is shown in.
 */
export type MeasureSystem = 'metric' | 'us' | 'any';

export type MeasureUnit = {
  /** The symbol a list shows: 'g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'fl oz', 'oz', 'lb'. */
  symbol: string;
  kind: MeasureKind;
  /** One unit in grams (mass) or millilitres (volume); exact legal definitions. */
  toBase: number;
  system: MeasureSystem;
};

const unit = (symbol: string, kind: MeasureKind, toBase: number, system: MeasureSystem) => ({
  symbol,
  kind,
  toBase,
  system,
});

export const MEASURE_UNITS = {
  mg: unit('mg', 'mass', 0.001, 'metric'),
  g: unit('g', 'mass', 1, 'metric'),
  kg: unit('kg', 'mass', 1000, 'metric'),
  oz: unit('oz', 'mass', 28.349523125, 'us'),
  lb: unit('lb', 'mass', 453.59237, 'us'),
  ml: unit('ml', 'volume', 1, 'metric'),
  cl: unit('cl', 'volume', 10, 'metric'),
  dl: unit('dl', 'volume', 100, 'metric'),
  l: unit('l', 'volume', 1000, 'metric'),
  tsp: unit('tsp', 'volume', 4.92892159375, 'any'),
  tbsp: unit('tbsp', 'volume', 14.78676478125, 'any'),
  'fl oz': unit('fl oz', 'volume', 29.5735295625, 'us'),
  cup: unit('cup', 'volume', 236.5882365, 'us'),
  pint: unit('pint', 'volume', 473.176473, 'us'),
  quart: unit('quart', 'volume', 946.352946, 'us'),
  gallon: unit('gallon', 'volume', 3785.411784, 'us'),
} satisfies Record<string, MeasureUnit>;

export type MeasureSymbol = keyof typeof MEASURE_UNITS;

/**
 * The same units as German, French and Spanish recipes write them (imports and pastes bring
 * them: 'EL', 'c. à s.', 'cda'). Left out on purpose: 'cc' (a teaspoon in French, a millilitre
 * in English) and 'Tasse' / 'tasse' (a cup of no fixed size in German and French recipes), which
 * stay counts rather than be converted wrongly; so does the German 'Pfund', which is 500 g.
 */
const OTHER_LANGUAGE_ALIASES: Record<string, MeasureSymbol> = {
  ...aliases('g', ['gramm', 'gramos', 'gramo']),
  ...aliases('kg', ['kilogramm', 'kilogramos', 'kilogramo']),
  ...aliases('mg', ['milligramm', 'miligramos', 'miligramo']),
  ...aliases('ml', ['milliliter', 'mililitros', 'mililitro']),
  ...aliases('cl', ['zentiliter', 'centilitros', 'centilitro']),
  ...aliases('l', ['litro', 'litros']),
  ...aliases('tbsp', [
    'el',
    'essl',
    'esslöffel',
    'c. à s',
    'c.à.s',
    'c. a s',
    'càs',
    'cas',
    'cs',
    'cuillère à soupe',
    'cuillères à soupe',
    'cuillere a soupe',
    'cuilleres a soupe',
    'cda',
    'cdas',
    'cucharada',
    'cucharadas',
  ]),
  ...aliases('tsp', [
    'tl',
    'teel',
    'teelöffel',
    'c. à c',
    'c.à.c',
    'c. a c',
    'càc',
    'cac',
    'cuillère à café',
    'cuillères à café',
    'cuillere a cafe',
    'cuilleres a cafe',
    'cdta',
    'cdtas',
    'cucharadita',
    'cucharaditas',
  ]),
  ...aliases('cup', ['taza', 'tazas']),
  ...aliases('oz', ['onza', 'onzas']),
  ...aliases('lb', ['libra', 'libras']),
};

/**
 * Names and abbreviations as recipes write them (lower case, trailing dot dropped, plurals
 * included), including the reference units' names and abbreviations (standard-units.ts).
 */
const ALIASES: Record<string, MeasureSymbol> = {
  ...aliases('mg', ['milligram', 'milligrams', 'milligramme', 'milligrammes']),
  ...aliases('g', ['gram', 'grams', 'gramme', 'grammes', 'gr', 'grs']),
  ...aliases('kg', ['kilogram', 'kilograms', 'kilogramme', 'kilo', 'kilos', 'kgs']),
  ...aliases('oz', ['ounce', 'ounces', 'ozs']),
  ...aliases('lb', ['pound', 'pounds', 'lbs']),
  ...aliases('ml', ['milliliter', 'milliliters', 'millilitre', 'millilitres', 'mls']),
  ...aliases('cl', ['centiliter', 'centiliters', 'centilitre', 'centilitres']),
  ...aliases('dl', ['deciliter', 'deciliters', 'decilitre', 'decilitres']),
  ...aliases('l', ['liter', 'liters', 'litre', 'litres', 'ltr', 'lt']),
  ...aliases('tsp', ['teaspoon', 'teaspoons', 'tsps', 'tspn']),
  ...aliases('tbsp', ['tablespoon', 'tablespoons', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp']),
  ...aliases('fl oz', ['fluid ounce', 'fluid ounces', 'fl. oz', 'floz', 'fl oz.']),
  ...aliases('cup', ['cups', 'c']),
  ...aliases('pint', ['pints', 'pt', 'pts']),
  ...aliases('quart', ['quarts', 'qt', 'qts']),
  ...aliases('gallon', ['gallons', 'gal', 'gals']),
  ...OTHER_LANGUAGE_ALIASES,
};

function aliases(symbol: MeasureSymbol, names: string[]): Record<string, MeasureSymbol> {
  return Object.fromEntries([symbol, ...names].map((name) => [name, symbol]));
}

/** A recipe's unit as the shopping list sees it. */
export type ResolvedUnit =
  | { kind: MeasureKind; measure: MeasureUnit }
  /** `unit` is the singular, lower-case count unit ('clove', 'can', 'pinch'); null for none. */
  | { kind: 'count'; unit: string | null };

/**
 * The measure a unit name stands for, or a count unit. 'T' is a tablespoon and 't' a teaspoon
 * (the one place letter case matters); unknown units ('bunch', 'pinch', 'can') are counts.
 */
export function resolveUnit(unitName: string | null | undefined): ResolvedUnit {
  const trimmed = unitName?.trim().replace(/\.$/, '') ?? '';
  if (trimmed === '') return { kind: 'count', unit: null };
  if (trimmed === 'T') return measure('tbsp');
  if (trimmed === 't') return measure('tsp');
  const lower = trimmed.toLowerCase().replace(/\s+/g, ' ');
  const symbol = ALIASES[lower];
  if (symbol) return measure(symbol);
  return { kind: 'count', unit: singularize(lower) };
}

function measure(symbol: MeasureSymbol): ResolvedUnit {
  const found = MEASURE_UNITS[symbol];
  return { kind: found.kind, measure: found };
}
