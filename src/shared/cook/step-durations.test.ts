import { describe, expect, it } from 'vitest';
import { findStepDurations } from './step-durations';

/** The one duration in `step`: the phrase as written and its seconds (upper bound). */
// An abbreviation keeps its dot, also at the end of a sentence ('8 min.').
const only = (step: string) => {
  const found = findStepDurations(step);
  expect(found, step).toHaveLength(1);
  return [found[0]!.text, found[0]!.seconds] as const;
};

const MIN = 60;
const HOUR = 3600;

describe('findStepDurations', () => {
  it.each([
    // English
    ['Bake 25 minutes until golden.', '25 minutes', 25 * MIN],
    ['Simmer for 1 hour 30 minutes.', '1 hour 30 minutes', 90 * MIN],
    ['Simmer for 1 hour and 30 minutes.', '1 hour and 30 minutes', 90 * MIN],
    ['Roast 15–20 min, turning once.', '15–20 min', 20 * MIN],
    ['Roast 15-20 minutes.', '15-20 minutes', 20 * MIN],
    ['Cook 15 to 20 minutes.', '15 to 20 minutes', 20 * MIN],
    ['Rest between 10 and 15 minutes.', '10 and 15 minutes', 15 * MIN],
    ['Braise 1½ hours.', '1½ hours', 90 * MIN],
    ['Braise 1 1/2 hours.', '1 1/2 hours', 90 * MIN],
    ['Chill 2.5 hours.', '2.5 hours', 150 * MIN],
    ['Let it rise for an hour.', 'an hour', HOUR],
    ['Stir for a minute.', 'a minute', MIN],
    ['Whisk for thirty seconds.', 'thirty seconds', 30],
    ['Blend 45 seconds.', '45 seconds', 45],
    ['Boil 10 mins.', '10 mins.', 10 * MIN],
    ['Steam 8 min.', '8 min.', 8 * MIN],
    ['Marinate 2 hrs.', '2 hrs', 2 * HOUR],
    ['Smoke for 6h.', '6h', 6 * HOUR],
    ['Cook 1h30 on low.', '1h30', 90 * MIN],
    ['Rest half an hour.', 'half an hour', 30 * MIN],
    ['Microwave 90 secs.', '90 secs.', 90],
    ['Bake for two hours.', 'two hours', 2 * HOUR],
    ['Poach 3 or 4 minutes.', '3 or 4 minutes', 4 * MIN],
    ['Grill ten minutes per side.', 'ten minutes', 10 * MIN],
    // German
    ['Im Ofen 25 Minuten backen.', '25 Minuten', 25 * MIN],
    ['Eine Stunde ruhen lassen.', 'Eine Stunde', HOUR],
    ['10 Min. köcheln lassen.', '10 Min.', 10 * MIN],
    ['1½ Stunden schmoren.', '1½ Stunden', 90 * MIN],
    ['1,5 Stunden schmoren.', '1,5 Stunden', 90 * MIN],
    ['15–20 Minuten backen.', '15–20 Minuten', 20 * MIN],
    ['10 bis 15 Minuten garen.', '10 bis 15 Minuten', 15 * MIN],
    ['2 Std. marinieren.', '2 Std.', 2 * HOUR],
    ['Eine halbe Stunde quellen lassen.', 'Eine halbe Stunde', 30 * MIN],
    ['30 Sekunden rühren.', '30 Sekunden', 30],
    ['1 Stunde und 15 Minuten backen.', '1 Stunde und 15 Minuten', 75 * MIN],
    ['Zwei Stunden kühlen.', 'Zwei Stunden', 2 * HOUR],
    ['Fünf Minuten kochen.', 'Fünf Minuten', 5 * MIN],
    ['Eine Minute rühren.', 'Eine Minute', MIN],
    // French
    ['Cuire 25 minutes au four.', '25 minutes', 25 * MIN],
    ['Laisser reposer une heure.', 'une heure', HOUR],
    ['Mijoter 1 heure 30 minutes.', '1 heure 30 minutes', 90 * MIN],
    ['Cuire 10 à 15 minutes.', '10 à 15 minutes', 15 * MIN],
    ['Cuire 15-20 min.', '15-20 min.', 20 * MIN],
    ['Laisser lever une demi-heure.', 'une demi-heure', 30 * MIN],
    ['Réserver 2 heures au frais.', '2 heures', 2 * HOUR],
    ['Fouetter 30 secondes.', '30 secondes', 30],
    ['Cuire 1h30 à feu doux.', '1h30', 90 * MIN],
    ['Cuire 5 mn.', '5 mn', 5 * MIN],
    ['Cuire deux minutes.', 'deux minutes', 2 * MIN],
    // Spanish
    ['Hornear 25 minutos.', '25 minutos', 25 * MIN],
    ['Dejar reposar una hora.', 'una hora', HOUR],
    ['Cocinar 1 hora y 30 minutos.', '1 hora y 30 minutos', 90 * MIN],
    ['Cocinar entre 10 y 15 minutos.', '10 y 15 minutos', 15 * MIN],
    ['Hornear 15–20 min.', '15–20 min.', 20 * MIN],
    ['Dejar enfriar media hora.', 'media hora', 30 * MIN],
    ['Batir 30 segundos.', '30 segundos', 30],
    ['Marinar 2 horas.', '2 horas', 2 * HOUR],
    ['Hervir diez minutos.', 'diez minutos', 10 * MIN],
    ['Cocer 10 a 12 minutos.', '10 a 12 minutos', 12 * MIN],
    ['Reposar 1½ horas.', '1½ horas', 90 * MIN],
  ])('%s', (step, text, seconds) => {
    expect(only(step)).toEqual([text, seconds]);
  });

  it('keeps both ends of a range', () => {
    const [range] = findStepDurations('Roast 15–20 min.');
    expect(range).toMatchObject({ minSeconds: 15 * MIN, seconds: 20 * MIN });
  });

  it('finds each duration of a step, where it is written', () => {
    const step = 'Boil 10 minutes, then bake 1 hour.';
    expect(
      findStepDurations(step).map(({ start, end, seconds }) => [step.slice(start, end), seconds]),
    ).toEqual([
      ['10 minutes', 10 * MIN],
      ['1 hour', HOUR],
    ]);
  });

  it.each([
    'Grease a 9-inch pan.',
    'Cut into 2-3 cm pieces.',
    'Preheat the oven to 350°F.',
    'Heat to 180 °C.',
    'Use 2 eggs and 1 cup of milk.',
    'Add a handful of herbs.',
    'Bake at 200 degrees.',
    'Serves 4 people.',
    'Place on the 2nd rack.',
    'Add 1 tbsp honey.',
    'Im Ofen bei 180 Grad backen.',
    'Mettre 3 œufs.',
    'Hornear a 180 grados.',
    'Minutes before serving, add the herbs.',
    'Cook until done.',
  ])('finds no timer in %j', (step) => {
    expect(findStepDurations(step)).toEqual([]);
  });
});
