import { describe, expect, it } from 'vitest';
import type { MeasurementSystem } from '../measures/measurement-system';
import { generateShoppingList } from '../shopping/generate-shopping-list';
import { lines, meal } from '../shopping/test-fixtures';
import { readPantryStock, type PantryItemForList } from './pantry-stock';

const have = (
  name: string,
  quantity: string | null = null,
  unit: string | null = null,
  isStaple = false,
): PantryItemForList => ({ name, quantity, unit, isStaple });

function listWith(
  meals: ReturnType<typeof meal>[],
  pantry: PantryItemForList[],
  system: MeasurementSystem = 'asWritten',
) {
  const { items } = generateShoppingList(meals, system, readPantryStock(pantry, system));
  return items.map(
    (item) => `${lines([item])[0]}${item.pantryState ? ` [${item.pantryState}]` : ''}`,
  );
}

describe('the shopping list less the pantry', () => {
  it('buys what is missing: 750 g of rice needed, 500 g at home, 250 g to buy', () => {
    const meals = [meal('Risotto', 4, [['750', 'g', 'rice']])];
    expect(listWith(meals, [have('rice', '500', 'g')])).toEqual(['250 g rice [partial]']);
  });

  it('rounds what is left up to what a shop sells', () => {
    const meals = [meal('Curry', 4, [['3', null, 'onions, diced']])];
    expect(listWith(meals, [have('onion', '1.5')])).toEqual(['2 onions [partial]']);
    const cans = [meal('Hummus', 4, [['3', 'can', 'chickpeas']])];
    expect(listWith(cans, [have('chickpeas', '2', 'can')])).toEqual(['1 can chickpeas [partial]']);
  });

  it('keeps a covered item with its whole amount, marked, so the family can still buy it', () => {
    const meals = [meal('Risotto', 4, [['300', 'g', 'rice']])];
    expect(listWith(meals, [have('Rice', '1', 'kg')])).toEqual(['300 g rice [covered]']);
  });

  it('subtracts across units of one kind and languages of the parser', () => {
    const meals = [meal('Pancakes', 4, [['2', 'cups', 'milk']])];
    // 2 cups are a pint: a pint at home covers them. A metric list reads them as 470 ml,
    // less the 250 ml at home.
    expect(listWith(meals, [have('milk', '1', 'pint')])).toEqual(['2 cups milk [covered]']);
    expect(listWith(meals, [have('milk', '250', 'ml')], 'metric')).toEqual([
      '220 ml milk [partial]',
    ]);
    const german = [meal('Kuchen', 4, [['500', 'g', 'Mehl']])];
    expect(listWith(german, [have('Mehl', '200', 'g')])).toEqual(['300 g Mehl [partial]']);
  });

  it('asks "at home?" when the pantry has some of unknown amount or in other units', () => {
    const meals = [
      meal('Omelette', 2, [
        ['4', null, 'eggs'],
        ['100', 'g', 'cheese'],
      ]),
    ];
    expect(listWith(meals, [have('eggs'), have('cheese', '1', 'package')])).toEqual([
      '100 g cheese [unknown]',
      '4 eggs [unknown]',
    ]);
  });

  it('leaves staples off the list, and a used-up item counts as none', () => {
    const meals = [
      meal('Soup', 4, [
        ['1', 'tsp', 'salt'],
        ['2', 'tbsp', 'olive oil'],
        ['2', null, 'carrots'],
      ]),
    ];
    const pantry = [have('salt', null, null, true), have('olive oil', null, null, true)];
    expect(listWith(meals, [...pantry, have('carrots', '0')])).toEqual(['2 carrots']);
  });

  it('needs nothing bought for "to taste" when there is some at home', () => {
    const meals = [meal('Salad', 2, [[null, null, 'black pepper, to taste']])];
    expect(listWith(meals, [have('black pepper')])).toEqual(['black pepper [covered]']);
  });

  it('changes nothing without a pantry', () => {
    const meals = [meal('Risotto', 4, [['750', 'g', 'rice']])];
    expect(listWith(meals, [])).toEqual(['750 g rice']);
  });
});
