import { describe, expect, it } from 'vitest';
import { VOLUME_SYMBOLS, WEIGHT_SYMBOLS, measureOf, sizeOf, unitKind } from './measures';
import { DEFAULT_MEASUREMENT_SYSTEM, isMeasurementSystem } from './measurement-system';

describe('isMeasurementSystem', () => {
  it.each(['asWritten', 'metric', 'usCustomary'])('accepts %j', (value) => {
    expect(isMeasurementSystem(value)).toBe(true);
  });

  it.each(['', 'imperial', 'US', null, 1])('rejects %j', (value) => {
    expect(isMeasurementSystem(value)).toBe(false);
  });

  it('defaults to as written', () => {
    expect(DEFAULT_MEASUREMENT_SYSTEM).toBe('asWritten');
  });
});

describe('unit kinds', () => {
  it.each([
    ['ml', 'volume'],
    ['litres', 'volume'],
    ['tsp', 'volume'],
    ['Tbsp.', 'volume'],
    ['fl oz', 'volume'],
    ['cups', 'volume'],
    ['pint', 'volume'],
    ['qt', 'volume'],
    ['gallon', 'volume'],
    ['g', 'weight'],
    ['Kg', 'weight'],
    ['ounces', 'weight'],
    ['lbs', 'weight'],
    ['eggs', 'count'],
    ['cans', 'count'],
    ['cloves', 'count'],
    ['pinch', 'count'],
    ['piece', 'count'],
    ['bunch', 'count'],
    [null, 'count'],
    ['', 'count'],
  ])('%j is a %s', (unit, kind) => {
    expect(unitKind(unit)).toBe(kind);
  });

  it('reads a unit as written as its canonical symbol', () => {
    expect(measureOf('Cups')).toEqual({ kind: 'volume', symbol: 'cup', toBase: 236.5882365 });
    expect(measureOf('pounds')).toEqual({ kind: 'weight', symbol: 'lb', toBase: 453.59237 });
    expect(measureOf('clove')).toBeNull();
  });

  it('lists the volume and weight symbols', () => {
    expect(VOLUME_SYMBOLS).toEqual(
      expect.arrayContaining(['ml', 'l', 'tsp', 'tbsp', 'fl oz', 'cup', 'pint', 'quart', 'gallon']),
    );
    expect(WEIGHT_SYMBOLS).toEqual(expect.arrayContaining(['g', 'kg', 'oz', 'lb']));
    expect(WEIGHT_SYMBOLS.some((s) => VOLUME_SYMBOLS.includes(s))).toBe(false);
  });

  it('uses the exact legal sizes', () => {
    expect(sizeOf('cup')).toBe(236.5882365);
    expect(sizeOf('tbsp')).toBe(14.78676478125);
    expect(sizeOf('tsp')).toBe(4.92892159375);
    expect(sizeOf('fl oz')).toBe(29.5735295625);
    expect(sizeOf('pint')).toBe(473.176473);
    expect(sizeOf('quart')).toBe(946.352946);
    expect(sizeOf('gallon')).toBe(3785.411784);
    expect(sizeOf('oz')).toBe(28.349523125);
    expect(sizeOf('lb')).toBe(453.59237);
  });
});
