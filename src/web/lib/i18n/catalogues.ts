import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '#shared/i18n/locales';
import type englishCatalogue from '#web/locales/en.json';
import firstPaintEnglish from '#web/locales/en.json?first-paint';

/**
 * The message catalogues (decisions 041, 042). Each language is one file in src/web/locales/.
 * An English reader's first load carries only the messages of its first screen (the shell and
 * the recipes page: FIRST_PAINT_PREFIXES in build-tools/vite-compiled-messages.ts); the whole
 * English catalogue follows when the browser is idle, and before any other page or the recipe
 * dialog shows (message-store.ts). The other languages are separate chunks, loaded when chosen.
 * In `vite build` every message arrives compiled to its ICU syntax tree; in development and
 * tests they are ICU strings.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Every message id: the English catalogue's keys, so a typo fails the type check. */
export type MessageId = keyof typeof englishCatalogue;

/** The English messages bundled with the first load. */
export const firstPaintMessages: Messages = firstPaintEnglish;

const catalogueFiles = import.meta.glob<{ default: Messages }>('../../locales/*.json');

/** A language's whole catalogue, English included. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogueFiles[`../../locales/${locale}.json`];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  return (await load()).default;
}

/** A language with its whole catalogue, for a provider started in it (tests of one part). */
export async function initialLanguage(locale: Locale) {
  return { locale, messages: await loadMessages(locale) };
}
