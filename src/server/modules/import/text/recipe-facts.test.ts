import { describe, expect, it } from 'vitest';
import { parseMinutes } from '../durations';
import { readFactsLine } from './recipe-facts';

describe('readFactsLine', () => {
  it.each([
    ['Serves 4', 4],
    // A range's upper end, as pages' yields are read (decision 036).
    ['Serves 4-6', 6],
    ['Servings: 4', 4],
    ['SERVINGS 12', 12],
    ['Makes 12', 12],
    ['Makes 12 cookies', 12],
    ['Yield: 2 loaves', 2],
    ['Für 4 Personen', 4],
    ['Portionen: 3', 3],
    ['4 Portionen', 4],
    ['Pour 4 personnes', 4],
    ['Pour 6 à 8 personnes', 8],
    ['Para 4 personas', 4],
    ['Porciones: 8', 8],
    ['Per 2 persone', 2],
    ['Voor 4 personen', 4],
  ])('reads %j as %i servings', (line, servings) => {
    expect(readFactsLine(line)).toMatchObject({ servings });
  });

  it.each([
    ['Prep 10 min', { prepTime: 10 }],
    ['Prep time: 15 minutes', { prepTime: 15 }],
    ['Cook time: 1 hour 15 minutes', { cookTime: 75 }],
    ['Total: 45 mins', { totalTime: 45 }],
    ['Ready in 1 hr', { totalTime: 60 }],
    ['Zubereitungszeit 20 Min.', { prepTime: 20 }],
    ['Arbeitszeit: ca. 30 Min. / Backzeit: 1 Std.', { prepTime: 30, cookTime: 60 }],
    ['Gesamtzeit 1 Std. 30 Min.', { totalTime: 90 }],
    ['Temps de préparation : 15 min', { prepTime: 15 }],
    ['Cuisson : 1 h 30', { cookTime: 90 }],
    ['Tiempo de cocción: 20 minutos', { cookTime: 20 }],
    ['Tempo di cottura: 10 minuti', { cookTime: 10 }],
    ['Prep: 10 min | Cook: 20 min | Serves 4', { prepTime: 10, cookTime: 20, servings: 4 }],
  ])('reads %j', (line, facts) => {
    expect(readFactsLine(line)).toMatchObject(facts);
  });

  it.each([
    'Bake for 45 minutes',
    'Cook the pasta for 10 minutes, then drain it.',
    '2 cups flour',
    '4 portions of rice, cooked',
    'Serves as a starter or a light lunch with bread and salad on a warm summer evening',
    'Preparation',
    'Ingredients',
  ])('does not read %j as facts', (line) => {
    expect(readFactsLine(line)).toBeNull();
  });
});

describe('parseMinutes', () => {
  it.each([
    ['45 minutes', 45],
    ['1 hour 15 minutes', 75],
    ['1h15', 75],
    ['1 h 30', 90],
    ['1,5 Std.', 90],
    ['2 hrs', 120],
    ['10-15 min', 10],
    ['20 Min.', 20],
    ['1 hora y 10 minutos', 70],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parseMinutes(text)).toBe(minutes);
  });

  it('answers null without a duration', () => {
    expect(parseMinutes('a while')).toBeNull();
    expect(parseMinutes('0 min')).toBeNull();
  });
});
