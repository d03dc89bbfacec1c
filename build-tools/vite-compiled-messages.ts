import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The message catalogues in src/web/locales/ as the client gets them (decisions 041, 042):
 * - `en.json?first-paint` is the share of the English catalogue the first screen needs (the
 *   shell and the recipes page): the rest loads when the browser is idle. Under Vitest it is
 *   the whole catalogue, so a test of any part has every message at once.
 * - In `vite build` every message becomes its ICU syntax tree before Vite's JSON plugin turns
 *   the file into a module, and the client gets react-intl's parser-free build: the browser
 *   never parses a message, and the parser (about 7 kB on the wire) stays out of the bundle.
 *   Development reads the ICU strings and parses them as it goes.
 */
export const FIRST_PAINT_PREFIXES = [
  // The shell, and what any route shows while its page loads or fails.
  'layout',
  'lib',
  'ui.dialog',
  'ui.toast',
  'app.accessDenied',
  'app.backToRecipes',
  'app.guards',
  'app.notFound',
  'app.pageLoading',
  'app.routeError',
  // A failed call the server did not explain (English shows the server's own words).
  'errors.generic',
  // The recipes page, its cards and the planning picks (not the recipe dialog: it waits).
  'app.recipes',
  'recipes.card',
  'recipes.filter',
  'recipes.list',
  'recipes.picks',
  'recipes.search',
  'recipes.tryAgainHint',
  'favorites',
  'staging.addToMealPlan',
  'staging.picks',
  'staging.added',
  'staging.addFailed',
  'staging.errorTitle',
  // Offline, the cards' hearts say why they wait (docs/decisions/048).
  'offline.needsConnection',
];

export function compiledMessages(): Plugin {
  let isBuild = false;
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    config: (_config, env) => {
      isBuild = env.command === 'build';
      if (!isBuild) return;
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    transform(code, id) {
      if (!isCatalogue(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      if (id.endsWith('?first-paint')) {
        // A query makes it no JSON file to Vite: it becomes a module here.
        const share = process.env.VITEST ? messages : firstPaintShare(messages);
        const value = JSON.stringify(isBuild ? compileCatalogue(share) : share);
        return { code: `export default JSON.parse(${JSON.stringify(value)});`, map: null };
      }
      return { code: JSON.stringify(isBuild ? compileCatalogue(messages) : messages), map: null };
    },
  };
}

export function isCatalogue(id: string): boolean {
  return /[\\/]src[\\/]web[\\/]locales[\\/][a-z]{2}\.json$/.test(id.split('?')[0]!);
}

export function firstPaintShare(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) =>
      FIRST_PAINT_PREFIXES.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)),
    ),
  );
}

export function compileCatalogue(messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
}
