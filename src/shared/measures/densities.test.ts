import { describe, expect, it } from 'vitest';
import { densityOf } from './densities';

describe('densityOf', () => {
  it.each([
    ['flour', 'flour'],
    ['All-Purpose Flour, sifted', 'flour'],
    ['plain flour', 'flour'],
    ['sugar', 'sugar'],
    ['granulated sugar', 'sugar'],
    ['light brown sugar, packed', 'brown sugar'],
    ['powdered sugar', 'powdered sugar'],
    ['icing sugar', 'powdered sugar'],
    ["confectioners' sugar", 'powdered sugar'],
    ['unsalted butter, softened', 'butter'],
    ['warm water', 'water'],
    ['whole milk', 'milk'],
    ['long-grain rice', 'rice'],
    ['vegetable oil for frying', 'oil'],
    ['extra virgin olive oil', 'olive oil'],
    ['honey', 'honey'],
    ['salt', 'salt'],
    ['unsweetened cocoa powder', 'cocoa'],
    ['rolled oats', 'oats'],
    ['Mehl (Type 405)', 'flour'],
    ['Zucker', 'sugar'],
    ['Butter', 'butter'],
    ['Wasser', 'water'],
    ['Milch', 'milk'],
    ['Reis', 'rice'],
    ['Öl', 'oil'],
    ['farine', 'flour'],
    ['SUCRE', 'sugar'],
    ['beurre doux', 'butter'],
    ['eau tiède', 'water'],
    ['lait', 'milk'],
    ['riz', 'rice'],
    ['huile', 'oil'],
    ["huile d'olive", 'olive oil'],
    ['harina', 'flour'],
    ['azúcar', 'sugar'],
    ['Azucar', 'sugar'],
    ['mantequilla', 'butter'],
    ['agua', 'water'],
    ['leche', 'milk'],
    ['arroz', 'rice'],
    ['aceite de oliva', 'olive oil'],
  ])('%j is %s', (text, name) => {
    expect(densityOf(text)?.name).toBe(name);
  });

  it.each([
    'chicken breast',
    'chicken, poached in water',
    'buttermilk',
    'unsalted peanuts',
    'rice flour',
    'oat milk',
    'butter and sugar',
    'almond flour',
    'sweetened condensed milk',
    'sugar snap peas',
    'rice vinegar',
    'peanut butter',
    'water chestnuts',
    'kosher salt',
    'milk chocolate, chopped',
    'Reismehl',
    '',
  ])('%j has no density', (text) => {
    expect(densityOf(text)).toBeNull();
  });

  it('gives grams per millilitre from the grams per cup of the sources', () => {
    expect(densityOf('flour')!.gramsPerMl * 236.5882365).toBeCloseTo(125, 9);
    expect(densityOf('water')!.gramsPerMl).toBeCloseTo(1, 2);
  });

  it('tells liquids from what a metric cook weighs', () => {
    expect(densityOf('milk')?.isLiquid).toBe(true);
    expect(densityOf('water')?.isLiquid).toBe(true);
    expect(densityOf('olive oil')?.isLiquid).toBe(true);
    expect(densityOf('flour')?.isLiquid).toBe(false);
    expect(densityOf('butter')?.isLiquid).toBe(false);
  });
});
