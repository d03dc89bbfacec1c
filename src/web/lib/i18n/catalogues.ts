import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales';
import english from '#web/locales/en.json';

/**
 * The message catalogues (decision 041). English is bundled: it is the default and the
 * fallback for any key a catalogue lacks. The others are separate chunks, loaded when chosen,
 * so they cost an English reader nothing. In `vite build` every message arrives already
 * compiled to its ICU syntax tree (build-tools/vite-compiled-messages.ts); in development and
 * tests they are ICU strings.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Every message id: the English catalogue's keys, so a typo fails the type check. */
export type MessageId = keyof typeof english;

export const englishMessages: Messages = english;

const catalogueFiles = import.meta.glob<{ default: Messages }>('../../locales/*.json');

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return englishMessages;
  const load = catalogueFiles[`../../locales/${locale}.json`];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  return (await load()).default;
}

/** Starts in `locale`: its catalogue is loaded before the first render, so no English flash. */
export async function initialLanguage(locale: Locale) {
  return { locale, messages: await loadMessages(locale) };
}
