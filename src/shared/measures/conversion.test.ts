import { describe, expect, it } from 'vitest';
import { convertAmount, convertForDisplay } from './conversion';
import type { MeasurementSystem } from './measurement-system';

const line = (quantity: number, unit: string | null, ingredientText = 'chicken stock') => ({
  quantity,
  unit,
  ingredientText,
});

/** The amount with its quantity to 4 significant figures, for readable expectations. */
function convert(input: ReturnType<typeof line>, system: MeasurementSystem) {
  const { quantity, unit } = convertAmount(input, system);
  return { quantity: Number(quantity.toPrecision(4)), unit };
}

describe('convertAmount, volume to volume', () => {
  it.each([
    [line(1, 'cup'), 236.6, 'ml'],
    [line(2, 'fl oz'), 59.15, 'ml'],
    [line(1, 'pint'), 473.2, 'ml'],
    [line(1, 'quart'), 946.4, 'ml'],
    [line(5, 'cups'), 1.183, 'l'],
    [line(1, 'gallon'), 3.785, 'l'],
  ])('metric: %j → %d %s', (input, quantity, unit) => {
    expect(convert(input, 'metric')).toEqual({ quantity, unit });
  });

  it.each([
    [line(10, 'ml'), 2.029, 'tsp'],
    [line(30, 'ml'), 2.029, 'tbsp'],
    [line(250, 'ml'), 1.057, 'cup'],
    [line(33, 'cl'), 1.395, 'cup'],
    [line(0.5, 'l'), 2.113, 'cup'],
    [line(1000, 'ml'), 1.057, 'quart'],
    [line(1.5, 'litres'), 1.585, 'quart'],
  ])('US customary: %j → %d %s', (input, quantity, unit) => {
    expect(convert(input, 'usCustomary')).toEqual({ quantity, unit });
  });

  it('keeps spoons in metric and US units in US customary, as written', () => {
    expect(convertAmount(line(2, 'Tbsp', 'flour'), 'metric')).toEqual({
      quantity: 2,
      unit: 'Tbsp',
    });
    expect(convertAmount(line(1, 'tsp'), 'usCustomary')).toEqual({ quantity: 1, unit: 'tsp' });
    expect(convertAmount(line(2, 'cups', 'flour'), 'usCustomary')).toEqual({
      quantity: 2,
      unit: 'cups',
    });
    expect(convertAmount(line(250, 'ml'), 'metric')).toEqual({ quantity: 250, unit: 'ml' });
  });
});

describe('convertAmount, weight to weight', () => {
  it.each([
    [line(8, 'oz', 'cheddar'), 226.8, 'g'],
    [line(2, 'lb', 'potatoes'), 907.2, 'g'],
    [line(3, 'pounds', 'potatoes'), 1.361, 'kg'],
    [line(2.2, 'lb', 'potatoes'), 0.9979, 'kg'],
  ])('metric: %j → %d %s', (input, quantity, unit) => {
    expect(convert(input, 'metric')).toEqual({ quantity, unit });
  });

  it.each([
    [line(100, 'g', 'cheddar'), 3.527, 'oz'],
    [line(450, 'g', 'cheddar'), 0.9921, 'lb'],
    [line(1, 'kg', 'potatoes'), 2.205, 'lb'],
    [line(0.2, 'kg', 'potatoes'), 7.055, 'oz'],
  ])('US customary: %j → %d %s', (input, quantity, unit) => {
    expect(convert(input, 'usCustomary')).toEqual({ quantity, unit });
  });

  it('keeps metric weights in metric and US weights in US customary', () => {
    expect(convertAmount(line(250, 'grams', 'flour'), 'metric')).toEqual({
      quantity: 250,
      unit: 'grams',
    });
    expect(convertAmount(line(8, 'oz', 'flour'), 'usCustomary')).toEqual({
      quantity: 8,
      unit: 'oz',
    });
  });
});

describe('convertAmount, what never changes', () => {
  const systems: MeasurementSystem[] = ['metric', 'usCustomary'];

  it.each(systems)('counted and unknown units in %s', (system) => {
    for (const input of [
      line(3, 'eggs', 'eggs'),
      line(2, 'cans', 'tomatoes'),
      line(1, 'pinch', 'salt'),
      line(3, 'cloves', 'garlic'),
      line(2, null, 'onions'),
      line(1, 'bunch', 'parsley'),
      line(2, 'EL', 'Mehl'),
    ]) {
      expect(convertAmount(input, system)).toEqual({ quantity: input.quantity, unit: input.unit });
    }
  });

  it('as written', () => {
    for (const input of [line(2, 'cups', 'flour'), line(250, 'g', 'flour'), line(3, 'eggs')]) {
      expect(convertAmount(input, 'asWritten')).toEqual({
        quantity: input.quantity,
        unit: input.unit,
      });
      expect(convertForDisplay(input, 'asWritten')).toEqual({
        quantity: input.quantity,
        unit: input.unit,
      });
    }
  });

  it('a quantity that is no number', () => {
    expect(convertAmount(line(NaN, 'cup'), 'metric')).toEqual({ quantity: NaN, unit: 'cup' });
  });
});

describe('convertForDisplay', () => {
  it.each([
    [line(1, 'cup'), 'metric', 240, 'ml'],
    [line(1, 'lb', 'potatoes'), 'metric', 450, 'g'],
    [line(2.2, 'lb', 'potatoes'), 'metric', 1, 'kg'],
    [line(100, 'g', 'cheddar'), 'usCustomary', 3.5, 'oz'],
    [line(1, 'kg', 'potatoes'), 'usCustomary', 2.25, 'lb'],
    [line(300, 'ml'), 'usCustomary', 1.25, 'cup'],
    [line(3.5, 'eggs', 'eggs'), 'metric', 3.5, 'eggs'],
  ] as const)('%j in %s → %d %s', (input, system, quantity, unit) => {
    expect(convertForDisplay(input, system)).toEqual({ quantity, unit });
  });
});
