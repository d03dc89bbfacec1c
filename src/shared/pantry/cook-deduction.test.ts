import { describe, expect, it } from 'vitest';
import { cookDeductions, type StockForCooking } from './cook-deduction';
import { pantryEntryOf } from './pantry-line';

let nextId = 1;
/** A pantry item as stored: its key read like the pantry reads a name. */
function item(name: string, quantity: number | null, unit: string | null = null, isStaple = false) {
  const entry = pantryEntryOf(name, quantity, unit);
  return { id: nextId++, name, nameKey: entry.nameKey, quantity, unit: entry.unit, isStaple };
}

const ingredient = (quantity: string | null, unitName: string | null, text: string) => ({
  quantity,
  unitName,
  text,
});

function taken(
  pantry: Array<StockForCooking & { name: string }>,
  deductions: ReturnType<typeof cookDeductions>,
) {
  const names = new Map(pantry.map((stock) => [stock.id, stock.name]));
  return deductions.map((d) =>
    `${d.quantity} ${d.unit ?? ''} ${names.get(d.pantryItemId)}`.replace('  ', ' '),
  );
}

describe('what cooking takes from the pantry', () => {
  it('takes the scaled amount, converted into the item unit', () => {
    const pantry = [item('rice', 1, 'kg'), item('eggs', 6)];
    const recipe = [ingredient('300', 'g', 'rice'), ingredient('2', null, 'eggs, beaten')];
    // Planned for 8 where the recipe serves 4: twice the amounts.
    expect(taken(pantry, cookDeductions(recipe, 2, pantry))).toEqual(['0.6 kg rice', '4 eggs']);
  });

  it('never takes more than an item holds, and goes on to the next item of the same thing', () => {
    const pantry = [item('milk', 200, 'ml'), item('milk', 1, 'l')];
    const recipe = [ingredient('2', 'cups', 'milk')];
    const deductions = cookDeductions(recipe, 1, pantry);
    expect(deductions[0]).toEqual({ pantryItemId: pantry[0]!.id, quantity: 200, unit: 'ml' });
    expect(deductions[1]!.quantity).toBeCloseTo(0.273176, 5);
  });

  it('stops at what there is: 3 eggs needed, 2 at home, 2 taken', () => {
    const pantry = [item('eggs', 2)];
    expect(cookDeductions([ingredient('3', null, 'eggs')], 1, pantry)).toEqual([
      { pantryItemId: pantry[0]!.id, quantity: 2, unit: null },
    ]);
  });

  it('leaves staples, unknown amounts and unlike units alone', () => {
    const pantry = [
      item('salt', 1, 'kg', true),
      item('butter', null),
      item('chickpeas', 2, 'can'),
      item('flour', 500, 'g'),
    ];
    const recipe = [
      ingredient('1', 'tsp', 'salt'),
      ingredient('50', 'g', 'butter'),
      ingredient('400', 'g', 'chickpeas'),
      ingredient('1', 'cup', 'flour'),
      ingredient(null, null, 'pepper to taste'),
    ];
    expect(cookDeductions(recipe, 1, pantry)).toEqual([]);
  });

  it('reads the recipe in other languages and takes the upper end of a range', () => {
    const pantry = [item('Reis', 500, 'g'), item('cebolla', 5)];
    const recipe = [ingredient('200', 'g', 'Reis'), ingredient('2-3', null, 'cebollas')];
    expect(taken(pantry, cookDeductions(recipe, 1, pantry))).toEqual(['200 g Reis', '3 cebolla']);
  });

  it('adds up an ingredient written twice', () => {
    const pantry = [item('sugar', 500, 'g')];
    const recipe = [ingredient('100', 'g', 'sugar'), ingredient('50', 'g', 'sugar, for the top')];
    expect(taken(pantry, cookDeductions(recipe, 1, pantry))).toEqual(['150 g sugar']);
  });
});
