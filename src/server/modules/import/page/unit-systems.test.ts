import { describe, expect, it } from 'vitest';
import { firstUnitSystem } from './unit-systems';

describe('firstUnitSystem', () => {
  it('keeps the first of a list printed in several unit systems, group by group', () => {
    const lines = [
      '50 g cucumber',
      '1 shallot',
      '1 tbsp white wine vinegar',
      '1.8 oz cucumber',
      '1 shallot',
      '1 tbsp white wine vinegar',
      '500 g waxy potatoes',
      '4 tbsp sunflower oil',
      '17.6 oz waxy potatoes',
      '4 tbsp sunflower oil',
      '250 g beef fillet',
      '150 ml sour cream',
      '1 onion, sliced',
      '8.8 oz beef fillet',
      '5.3 fl oz sour cream',
      '1 onion, sliced',
      '8.8 oz beef fillet',
      '0.6 cup sour cream',
      '1 onion, sliced',
    ];
    expect(firstUnitSystem(lines)).toEqual([
      '50 g cucumber',
      '1 shallot',
      '1 tbsp white wine vinegar',
      '500 g waxy potatoes',
      '4 tbsp sunflower oil',
      '250 g beef fillet',
      '150 ml sour cream',
      '1 onion, sliced',
    ]);
  });

  it('keeps names used twice in the same units (a filling, then a topping)', () => {
    const lines = [
      '3 tablespoons butter, soft',
      '1/3 cup brown sugar',
      '1 teaspoon cinnamon',
      '2 tablespoons butter, melted',
      '1/3 cup brown sugar',
      '1 teaspoon cinnamon',
    ];
    expect(firstUnitSystem(lines)).toEqual(lines);
  });
});
