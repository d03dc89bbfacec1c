import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity, parseQuantityRange, scaleQuantity } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    ['12', 12],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['1.25', 1.25],
    ['1/2', 0.5],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['2 2/3', 2 + 2 / 3],
    ['  1   1/2 ', 1.5],
    ['1 / 2', 0.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['⅓', 1 / 3],
    ['2¾', 2.75],
    ['⅛', 0.125],
    ['1⁄2', 0.5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseQuantity(text)).toBeCloseTo(value, 10);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['a pinch'],
    ['to taste'],
    ['2 large'],
    ['1/0'],
    ['1 1/0'],
    ['-1'],
    ['1,5'],
    ['1.2.3'],
    ['1/2/3'],
    ['2-3'],
    ['1 2'],
    ['abc1'],
  ])('does not read %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('formatQuantity', () => {
  it.each([
    [0.25, '1/4'],
    [1 / 3, '1/3'],
    [0.5, '1/2'],
    [2 / 3, '2/3'],
    [0.75, '3/4'],
    [1.5, '1 1/2'],
    [2 + 1 / 3, '2 1/3'],
    [3.75, '3 3/4'],
    [10.25, '10 1/4'],
  ])('shows %d as the fraction %j', (value, shown) => {
    expect(formatQuantity(value)).toBe(shown);
  });

  it('shows results within 0.01 of a fraction as that fraction', () => {
    expect(formatQuantity(0.24)).toBe('1/4');
    expect(formatQuantity(0.26)).toBe('1/4');
    expect(formatQuantity(0.33)).toBe('1/3');
    expect(formatQuantity(0.34)).toBe('1/3');
    expect(formatQuantity(0.49)).toBe('1/2');
    expect(formatQuantity(0.51)).toBe('1/2');
    expect(formatQuantity(0.66)).toBe('2/3');
    expect(formatQuantity(0.67)).toBe('2/3');
    expect(formatQuantity(1.74)).toBe('1 3/4');
    expect(formatQuantity(2.76)).toBe('2 3/4');
  });

  it('shows results just outside the tolerance with 2 decimals', () => {
    expect(formatQuantity(0.235)).toBe('0.24');
    expect(formatQuantity(0.2)).toBe('0.2');
    expect(formatQuantity(0.32)).toBe('0.32');
    expect(formatQuantity(0.48)).toBe('0.48');
    expect(formatQuantity(0.6)).toBe('0.6');
    expect(formatQuantity(0.7)).toBe('0.7');
    expect(formatQuantity(0.8)).toBe('0.8');
    expect(formatQuantity(1.1)).toBe('1.1');
  });

  it('shows whole numbers without decimals', () => {
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(1)).toBe('1');
    expect(formatQuantity(3)).toBe('3');
    expect(formatQuantity(250)).toBe('250');
    expect(formatQuantity(2.999)).toBe('3');
    expect(formatQuantity(2.004)).toBe('2');
  });

  it('rounds other results to 2 decimals and drops trailing zeros', () => {
    expect(formatQuantity(0.125)).toBe('0.13');
    expect(formatQuantity(0.1 + 0.2)).toBe('0.3');
    expect(formatQuantity(1.2345)).toBe('1.23');
    expect(formatQuantity(1.005)).toBe('1.01');
    expect(formatQuantity(0.875)).toBe('0.88');
  });
});

describe('scaleQuantity', () => {
  it('leaves the amount alone at one batch but shows it by the rule', () => {
    expect(scaleQuantity('2', 1)).toBe('2');
    expect(scaleQuantity('1/2', 1)).toBe('1/2');
    expect(scaleQuantity('1 1/2', 1)).toBe('1 1/2');
    expect(scaleQuantity('0.5', 1)).toBe('1/2');
    expect(scaleQuantity('0.1', 1)).toBe('0.1');
  });

  it('scales whole numbers', () => {
    expect(scaleQuantity('2', 3)).toBe('6');
    expect(scaleQuantity('8', 5)).toBe('40');
  });

  it('scales decimals', () => {
    expect(scaleQuantity('0.5', 2)).toBe('1');
    expect(scaleQuantity('0.5', 3)).toBe('1 1/2');
    expect(scaleQuantity('0.1', 3)).toBe('0.3');
    expect(scaleQuantity('1.2', 2)).toBe('2.4');
    expect(scaleQuantity('0.33', 2)).toBe('2/3');
    expect(scaleQuantity('0.33', 3)).toBe('0.99');
  });

  it('scales fractions', () => {
    expect(scaleQuantity('1/2', 2)).toBe('1');
    expect(scaleQuantity('1/2', 3)).toBe('1 1/2');
    expect(scaleQuantity('1/3', 2)).toBe('2/3');
    expect(scaleQuantity('1/3', 3)).toBe('1');
    expect(scaleQuantity('1/3', 4)).toBe('1 1/3');
    expect(scaleQuantity('2/3', 2)).toBe('1 1/3');
    expect(scaleQuantity('1/4', 3)).toBe('3/4');
    expect(scaleQuantity('1/4', 5)).toBe('1 1/4');
    expect(scaleQuantity('3/4', 5)).toBe('3 3/4');
    expect(scaleQuantity('1/8', 2)).toBe('1/4');
    expect(scaleQuantity('1/8', 3)).toBe('0.38');
    expect(scaleQuantity('1/6', 2)).toBe('1/3');
    expect(scaleQuantity('1/5', 3)).toBe('0.6');
  });

  it('reads mixed numbers as one amount', () => {
    expect(scaleQuantity('1 1/2', 2)).toBe('3');
    expect(scaleQuantity('1 1/2', 3)).toBe('4 1/2');
    expect(scaleQuantity('2 1/3', 3)).toBe('7');
    expect(scaleQuantity('1 1/4', 2)).toBe('2 1/2');
    expect(scaleQuantity('1 2/3', 2)).toBe('3 1/3');
  });

  it('reads unicode fractions', () => {
    expect(scaleQuantity('½', 3)).toBe('1 1/2');
    expect(scaleQuantity('1½', 2)).toBe('3');
    expect(scaleQuantity('1 ¼', 2)).toBe('2 1/2');
    expect(scaleQuantity('⅔', 2)).toBe('1 1/3');
  });

  it('scales both ends of a range', () => {
    expect(scaleQuantity('2-3', 2)).toBe('4-6');
    expect(scaleQuantity('1/2 - 1', 3)).toBe('1 1/2-3');
    expect(scaleQuantity('1–1 1/2', 2)).toBe('2-3');
  });

  it('returns text that is not a quantity as it is', () => {
    expect(scaleQuantity('a pinch', 3)).toBe('a pinch');
    expect(scaleQuantity('2 large', 3)).toBe('2 large');
    expect(scaleQuantity('1/0', 2)).toBe('1/0');
    expect(scaleQuantity('to taste - optional', 2)).toBe('to taste - optional');
    expect(scaleQuantity('', 2)).toBe('');
  });

  it('shows a missing quantity as empty text', () => {
    expect(scaleQuantity(null, 2)).toBe('');
    expect(scaleQuantity(undefined, 2)).toBe('');
  });

  it('leaves the quantity as written for a factor that is not a positive number', () => {
    expect(scaleQuantity('1/2', 0)).toBe('1/2');
    expect(scaleQuantity('1/2', -2)).toBe('1/2');
    expect(scaleQuantity('1/2', Number.NaN)).toBe('1/2');
    expect(scaleQuantity('1/2', Number.POSITIVE_INFINITY)).toBe('1/2');
  });

  it('scales by fractional factors too', () => {
    expect(scaleQuantity('1', 0.5)).toBe('1/2');
    expect(scaleQuantity('3', 1.5)).toBe('4 1/2');
  });

  it('gives the same answer for every batch size of the recipe dialog and the scaler', () => {
    // 1 to 10 batches of every display fraction land on a fraction or a whole number.
    for (const q of ['1/4', '1/3', '1/2', '2/3', '3/4']) {
      for (let batch = 1; batch <= 10; batch++) {
        expect(scaleQuantity(q, batch)).toMatch(/^(\d+|\d+\/\d|\d+ \d\/\d)$/);
      }
    }
  });
});

describe('parseQuantityRange', () => {
  it.each([
    ['2', { low: 2, high: 2 }],
    ['1 1/2', { low: 1.5, high: 1.5 }],
    ['½', { low: 0.5, high: 0.5 }],
    ['2-3', { low: 2, high: 3 }],
    ['1/2 - 1', { low: 0.5, high: 1 }],
    ['1–1 1/2', { low: 1, high: 1.5 }],
  ])('reads %j', (text, bounds) => {
    expect(parseQuantityRange(text)).toEqual(bounds);
  });

  it.each([[null], [undefined], [''], ['a few'], ['3-2'], ['2-'], ['to taste']])(
    'gives null for %j',
    (text) => {
      expect(parseQuantityRange(text)).toBeNull();
    },
  );
});
