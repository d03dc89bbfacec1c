import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api/error-codes';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '#shared/i18n/locales';

/**
 * The catalogue check (decision 041), run in CI with the tests: every language has exactly
 * English's keys, with the same placeholders; every key is used by the code. Adding a language
 * is its file here plus its code in shared/i18n/locales.ts; this test then names each key it
 * still lacks.
 */
const LOCALES_DIR = import.meta.dirname;
const SOURCE_ROOTS = ['src/web', 'src/shared'];

const readCatalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, string>;

const english = readCatalogue(DEFAULT_LOCALE);

describe('message catalogues', () => {
  it('has a file for every supported language, and none besides', () => {
    const files = readdirSync(LOCALES_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  for (const locale of SUPPORTED_LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
    describe(locale, () => {
      const catalogue = readCatalogue(locale);

      it('has every key of the English catalogue, and only those', () => {
        const missing = Object.keys(english).filter((key) => !(key in catalogue));
        const unknown = Object.keys(catalogue).filter((key) => !(key in english));
        expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
      });

      it('keeps the placeholders of each English message', () => {
        const differing = Object.keys(english)
          .filter((key) => key in catalogue)
          .filter(
            (key) =>
              placeholdersOf(catalogue[key]!).join() !== placeholdersOf(english[key]!).join(),
          );
        expect(differing).toEqual([]);
      });

      it('has no empty message', () => {
        expect(Object.keys(catalogue).filter((key) => !catalogue[key]?.trim())).toEqual([]);
      });
    });
  }

  it('uses every key: each appears in the code as a literal id, or names a server error code', () => {
    const code = sourceFiles().map((file) => readFileSync(file, 'utf8'));
    // The server's codes are said by id `errors.<code>` (web/lib/i18n/error-message.ts).
    const serverErrors = new Set(ERROR_CODES.map((errorCode) => `errors.${errorCode}`));
    const unused = Object.keys(english).filter(
      (key) =>
        !serverErrors.has(key) &&
        !code.some((text) => text.includes(`'${key}'`) || text.includes(`"${key}"`)),
    );
    expect(unused).toEqual([]);
  });
});

/** The names of a message's arguments ({name}, {count, plural, …}, <b>…</b>), sorted. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

function sourceFiles(): string[] {
  const root = join(LOCALES_DIR, '../../..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const folder of SOURCE_ROOTS) walk(join(root, folder));
  return files.filter((file) => !relative(root, file).startsWith('src/web/test-support'));
}
