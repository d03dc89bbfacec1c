import { describe, expect, it } from 'vitest';
import { readHeading } from './section-headings';

describe('readHeading', () => {
  it.each([
    ['Ingredients', 'ingredients'],
    ['INGRÉDIENTS :', 'ingredients'],
    ['Zutaten für 4 Personen:', 'ingredients'],
    ['Ingredientes', 'ingredients'],
    ['Ingredienti', 'ingredients'],
    ['Directions', 'directions'],
    ['Instructions:', 'directions'],
    ['Method', 'directions'],
    ['Zubereitung', 'directions'],
    ['Préparation', 'directions'],
    ['Preparación', 'directions'],
    ['Elaboración:', 'directions'],
    ['Procedimiento', 'directions'],
    ['Bereiding', 'directions'],
    ['Notes', 'other'],
  ])('reads %j as the %s heading', (line, section) => {
    expect(readHeading(line)?.section).toBe(section);
  });

  it('reads content after a colon and leaves sentences alone', () => {
    expect(readHeading('Method: Mix everything and bake.')).toEqual({
      section: 'directions',
      rest: 'Mix everything and bake.',
      restIsContent: true,
    });
    expect(readHeading('Methodical cooks weigh everything')).toBeNull();
    expect(readHeading('Steps are easy here')).toBeNull();
  });
});
