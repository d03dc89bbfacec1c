import { describe, expect, it } from 'vitest';
import { convertAmount } from './conversion';
import type { MeasurementSystem } from './measurement-system';

/** Volume and weight into each other: only with a density, by what each system's cooks use. */
const line = (quantity: number, unit: string, ingredientText: string) => ({
  quantity,
  unit,
  ingredientText,
});

function convert(input: ReturnType<typeof line>, system: MeasurementSystem) {
  const { quantity, unit } = convertAmount(input, system);
  return { quantity: Number(quantity.toPrecision(4)), unit };
}

describe('convertAmount, between volume and weight', () => {
  it.each([
    [line(2, 'cups', 'all-purpose flour'), 250, 'g'],
    [line(1, 'cup', 'sugar'), 200, 'g'],
    [line(1, 'cup', 'butter, softened'), 227, 'g'],
    [line(0.5, 'cup', 'Mehl'), 62.5, 'g'],
    [line(8, 'cups', 'flour'), 1, 'kg'],
  ])('metric weighs dry ingredients: %j → %d %s', (input, quantity, unit) => {
    expect(convert(input, 'metric')).toEqual({ quantity, unit });
  });

  it.each([
    [line(1, 'cup', 'milk'), 236.6, 'ml'],
    [line(2, 'cups', 'water'), 473.2, 'ml'],
    [line(0.5, 'cup', 'olive oil'), 118.3, 'ml'],
  ])('metric pours liquids: %j → %d %s', (input, quantity, unit) => {
    expect(convert(input, 'metric')).toEqual({ quantity, unit });
  });

  it.each([
    [line(250, 'g', 'flour'), 2, 'cup'],
    [line(100, 'g', 'sucre'), 0.5, 'cup'],
    [line(10, 'g', 'salt'), 1.644, 'tsp'],
    [line(30, 'g', 'butter'), 2.115, 'tbsp'],
    [line(500, 'g', 'milk'), 2.049, 'cup'],
    [line(1, 'kg', 'flour'), 8, 'cup'],
  ])('US customary measures by volume: %j → %d %s', (input, quantity, unit) => {
    expect(convert(input, 'usCustomary')).toEqual({ quantity, unit });
  });

  it('without a density the kind never changes', () => {
    expect(convert(line(1, 'cup', 'chopped walnuts'), 'metric')).toEqual({
      quantity: 236.6,
      unit: 'ml',
    });
    expect(convert(line(200, 'g', 'chicken breast'), 'usCustomary')).toEqual({
      quantity: 7.055,
      unit: 'oz',
    });
    expect(convert(line(1, 'cup', 'almond flour'), 'metric').unit).toBe('ml');
  });
});
