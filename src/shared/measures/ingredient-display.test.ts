import { describe, expect, it } from 'vitest';
import { displayIngredientAmount } from './ingredient-display';

const line = (quantity: string | null, unitName: string | null, text: string) => ({
  quantity,
  unitName,
  text,
});

describe('displayIngredientAmount: as written', () => {
  it("keeps the recipe's amount and unit, scaled, in English as before", () => {
    expect(displayIngredientAmount(line('1 1/2', 'teaspoon', 'salt'), 3, 'asWritten', 'en')).toBe(
      '4 1/2 teaspoons',
    );
    expect(displayIngredientAmount(line('1', 'cup', 'milk'), 1, 'asWritten', 'en')).toBe('1 cup');
    expect(displayIngredientAmount(line('2-3', null, 'eggs'), 2, 'asWritten', 'en')).toBe('4-6');
    expect(displayIngredientAmount(line(null, null, 'salt'), 2, 'asWritten', 'en')).toBe('');
  });

  it("names spoons as the reader's language does, with its decimal comma", () => {
    expect(displayIngredientAmount(line('2', 'tablespoon', 'oil'), 1, 'asWritten', 'de')).toBe(
      '2 EL',
    );
    expect(displayIngredientAmount(line('1.3', 'kilogram', 'flour'), 1, 'asWritten', 'fr')).toBe(
      '1,3 kilogram',
    );
    expect(displayIngredientAmount(line('1', 'teaspoon', 'sal'), 1, 'asWritten', 'es')).toBe(
      '1 cdta',
    );
  });
});

describe('displayIngredientAmount: converted', () => {
  it('metric: a cup of milk is 240 ml, not 236.59 ml; flour is weighed', () => {
    expect(displayIngredientAmount(line('1', 'cup', 'milk'), 1, 'metric', 'en')).toBe('240 ml');
    expect(displayIngredientAmount(line('2', 'cup', 'all-purpose flour'), 1, 'metric', 'en')).toBe(
      '250 g',
    );
    expect(displayIngredientAmount(line('1', 'pound', 'butter'), 1, 'metric', 'de')).toBe('450 g');
  });

  it('US customary: ¾ cup stays a fraction, grams of flour become cups', () => {
    expect(displayIngredientAmount(line('180', 'milliliter', 'milk'), 1, 'usCustomary', 'en')).toBe(
      '¾ cup',
    );
    expect(displayIngredientAmount(line('250', 'gram', 'flour'), 1, 'usCustomary', 'en')).toBe(
      '2 cups',
    );
    expect(displayIngredientAmount(line('250', 'gram', 'flour'), 1, 'usCustomary', 'es')).toBe(
      '2 tazas',
    );
  });

  it('a 6-serving recipe cooked for 7 reads sensibly in each system', () => {
    const factor = 7 / 6;
    const flour = line('250', 'gram', 'all-purpose flour');
    const milk = line('2', 'cup', 'milk');
    const eggs = line('3', null, 'eggs');
    expect(displayIngredientAmount(flour, factor, 'asWritten', 'en')).toBe('291 2/3 grams');
    expect(displayIngredientAmount(flour, factor, 'metric', 'en')).toBe('290 g');
    expect(displayIngredientAmount(flour, 1, 'metric', 'en')).toBe('250 grams');
    expect(displayIngredientAmount(flour, factor, 'usCustomary', 'en')).toBe('2⅓ cups');
    expect(displayIngredientAmount(milk, factor, 'metric', 'de')).toBe('550 ml');
    expect(displayIngredientAmount(milk, factor, 'usCustomary', 'en')).toBe('2⅓ cups');
    expect(displayIngredientAmount(eggs, factor, 'metric', 'en')).toBe('3 1/2');
  });

  it('converts both ends of a range, and never a count', () => {
    expect(displayIngredientAmount(line('1-2', 'cup', 'milk'), 1, 'metric', 'en')).toBe(
      '240-470 ml',
    );
    expect(displayIngredientAmount(line('2', 'clove', 'garlic'), 1, 'metric', 'en')).toBe(
      '2 cloves',
    );
  });
});
