import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * `vite build` only (decision 041): every message of the catalogues in src/web/locales/
 * becomes its ICU syntax tree before Vite's JSON plugin turns the file into a module, and the
 * client gets react-intl's parser-free build. The browser then never parses a message, and
 * the parser (about 7 kB on the wire) stays out of the bundle. Development and tests read the
 * ICU strings and parse them as they go.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!isCatalogue(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(compileCatalogue(messages)), map: null };
    },
  };
}

export function isCatalogue(id: string): boolean {
  return /[\\/]src[\\/]web[\\/]locales[\\/][a-z]{2}\.json$/.test(id.split('?')[0]!);
}

export function compileCatalogue(messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
}
