import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api/error-codes';
import english from '#web/locales/en.json';
import german from '#web/locales/de.json';
import { ApiError } from '#web/lib/api-client';
import englishMessages from '#web/locales/en.json';
import { errorMessage } from './error-message';

const germanIntl = createIntl({ locale: 'de', messages: german });
const englishIntl = createIntl({ locale: 'en', messages: englishMessages });

const answer = (status: number, body: object) =>
  new ApiError(status, 'Error', JSON.stringify(body));

describe('errorMessage', () => {
  it("says a server error in the user's language by its code, with its params", () => {
    const limit = answer(429, {
      code: 'import_limit',
      message: 'You can import 30 recipes an hour: please try again in 12 minutes.',
      params: { limit: 30, minutes: 12 },
    });
    expect(errorMessage(germanIntl, limit)).toBe(
      'Du kannst 30 Rezepte pro Stunde importieren: Bitte versuche es in 12 Minuten noch einmal.',
    );
    const site = answer(422, {
      code: 'import_site_error',
      message: 'The site answered with an error (HTTP 500)',
      params: { status: 500 },
    });
    expect(errorMessage(germanIntl, site, 'errors.generic')).toBe(
      'Die Website hat mit einem Fehler geantwortet (HTTP 500)',
    );
    const missing = answer(404, { code: 'recipe_not_found', message: 'Recipe not found' });
    expect(errorMessage(germanIntl, missing, 'errors.generic')).toBe('Rezept nicht gefunden');
  });

  it('keeps the English message of the server in English', () => {
    const refused = answer(400, {
      code: 'validation_error',
      message: 'Invalid timeZone: Unknown time zone',
    });
    expect(errorMessage(englishIntl, refused, 'errors.generic')).toBe(
      'Invalid timeZone: Unknown time zone',
    );
  });

  it("shows an unknown code's message as the server wrote it; fallbackId when it said nothing", () => {
    const unknown = answer(409, { code: 'some_new_code', message: 'Something new happened' });
    expect(errorMessage(germanIntl, unknown, 'errors.generic')).toBe('Something new happened');
    expect(errorMessage(germanIntl, unknown)).toBe('Something new happened');
    expect(errorMessage(germanIntl, new Error('offline'), 'settings.language.saveFailed')).toBe(
      'Deine Auswahl konnte nicht gespeichert werden',
    );
    // A code inherited from Object.prototype is no code of the server's.
    const inherited = answer(400, { code: 'toString', message: 'Odd' });
    expect(errorMessage(germanIntl, inherited)).toBe('Odd');
    expect(errorMessage(germanIntl, new Error('offline'))).toBe(
      'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
    );
  });
});

describe('the catalogue messages of the server error codes', () => {
  const englishCatalogue: Record<string, string> = english;

  it('has one for every code, named errors.<code>', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) {
      expect(englishCatalogue[`errors.${code}`], code).toBeTruthy();
    }
  });

  it("repeats the server's English message with the params filled in", () => {
    const cases = [
      {
        id: 'errors.rate_limited',
        params: { count: 1, unit: 'minute', after: '1 minute' },
        message: 'Too many attempts, retry in 1 minute',
      },
      {
        id: 'errors.rate_limited',
        params: { count: 30, unit: 'second', after: '30 seconds' },
        message: 'Too many attempts, retry in 30 seconds',
      },
      {
        id: 'errors.rate_limited',
        params: { count: 0, unit: 'other', after: '500 ms' },
        message: 'Too many attempts, retry in 500 ms',
      },
      {
        id: 'errors.generation_limit',
        params: { limit: 10, minutes: 1 },
        message: 'You can generate 10 images an hour: please try again in 1 minute.',
      },
      {
        id: 'errors.import_limit',
        params: { limit: 30, minutes: 45 },
        message: 'You can import 30 recipes an hour: please try again in 45 minutes.',
      },
      {
        id: 'errors.too_large',
        params: { maxMegabytes: 10 },
        message: 'Images can be at most 10 MB',
      },
    ] as const;
    for (const { id, params, message } of cases) {
      expect(englishIntl.formatMessage({ id }, params)).toBe(message);
    }
  });
});
