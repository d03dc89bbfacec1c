/**
 * The units every installation has: the migration `0001_standard_units.sql` inserts exactly
 * these (a test keeps the two in step). `toBase` is grams for mass and millilitres for volume.
 */
export const STANDARD_UNITS = [
  { name: 'gram', abbreviation: 'g', kind: 'mass', system: 'metric', toBase: 1 },
  { name: 'kilogram', abbreviation: 'kg', kind: 'mass', system: 'metric', toBase: 1000 },
  { name: 'milliliter', abbreviation: 'ml', kind: 'volume', system: 'metric', toBase: 1 },
  { name: 'liter', abbreviation: 'l', kind: 'volume', system: 'metric', toBase: 1000 },
  { name: 'teaspoon', abbreviation: 'tsp', kind: 'volume', system: 'any', toBase: 4.92892 },
  { name: 'tablespoon', abbreviation: 'tbsp', kind: 'volume', system: 'any', toBase: 14.7868 },
  { name: 'cup', abbreviation: 'cup', kind: 'volume', system: 'us', toBase: 236.588 },
  { name: 'fluid ounce', abbreviation: 'fl oz', kind: 'volume', system: 'us', toBase: 29.5735 },
  { name: 'ounce', abbreviation: 'oz', kind: 'mass', system: 'us', toBase: 28.3495 },
  { name: 'pound', abbreviation: 'lb', kind: 'mass', system: 'us', toBase: 453.592 },
  { name: 'pinch', abbreviation: null, kind: 'other', system: 'any', toBase: null },
  { name: 'clove', abbreviation: null, kind: 'count', system: 'any', toBase: null },
  { name: 'can', abbreviation: null, kind: 'count', system: 'any', toBase: null },
  { name: 'piece', abbreviation: null, kind: 'count', system: 'any', toBase: null },
  { name: 'slice', abbreviation: null, kind: 'count', system: 'any', toBase: null },
] as const;

export type StandardUnitName = (typeof STANDARD_UNITS)[number]['name'];
