-- Standard units (reference data, also needed without the demo seed).
INSERT INTO "units" ("name", "abbreviation", "kind", "system", "to_base") VALUES
  ('gram', 'g', 'mass', 'metric', 1),
  ('kilogram', 'kg', 'mass', 'metric', 1000),
  ('milliliter', 'ml', 'volume', 'metric', 1),
  ('liter', 'l', 'volume', 'metric', 1000),
  ('teaspoon', 'tsp', 'volume', 'any', 4.92892),
  ('tablespoon', 'tbsp', 'volume', 'any', 14.7868),
  ('cup', 'cup', 'volume', 'us', 236.588),
  ('fluid ounce', 'fl oz', 'volume', 'us', 29.5735),
  ('ounce', 'oz', 'mass', 'us', 28.3495),
  ('pound', 'lb', 'mass', 'us', 453.592),
  ('pinch', null, 'other', 'any', null),
  ('clove', null, 'count', 'any', null),
  ('can', null, 'count', 'any', null),
  ('piece', null, 'count', 'any', null),
  ('slice', null, 'count', 'any', null)
ON CONFLICT DO NOTHING;
