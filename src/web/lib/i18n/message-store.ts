import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales';
import { firstPaintMessages, loadMessages, type Messages } from './catalogues';

/**
 * The active language and its messages, outside React so that code loading a page can wait
 * for the whole catalogue: `completeCatalogue()` puts it in the store before it resolves, so
 * whatever renders after it finds every message. The I18nProvider reads the store.
 */
export interface LanguageState {
  locale: Locale;
  messages: Messages;
  /** False while only the first screen's English messages are in. */
  complete: boolean;
}

const FIRST_PAINT: LanguageState = {
  locale: DEFAULT_LOCALE,
  messages: firstPaintMessages,
  complete: false,
};

let state = FIRST_PAINT;
let completing: Promise<void> | null = null;
const listeners = new Set<() => void>();

export const messageStore = {
  get: (): LanguageState => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function publish(next: LanguageState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Shows every screen in `locale` once its catalogue is in. */
export async function switchLanguage(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale);
  publish({ locale, messages, complete: true });
}

/** The whole catalogue of the active language, in the store when this resolves. */
export function completeCatalogue(): Promise<void> {
  if (state.complete) return Promise.resolve();
  completing ??= loadMessages(state.locale).then((messages) => {
    if (!state.complete) publish({ ...state, messages, complete: true });
    completing = null;
  });
  return completing;
}

/**
 * Where the app starts (main.tsx): English with the first screen's messages, or another
 * language's whole catalogue, loaded before the first render so no English flashes.
 */
export async function startLanguage(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) state = FIRST_PAINT;
  else state = { locale, messages: await loadMessages(locale), complete: true };
}

/** Tests: every test starts in English again. */
export function resetLanguage(): void {
  state = FIRST_PAINT;
  completing = null;
}

/** Starts a provider in a given language and its whole catalogue (a German test of one part). */
export function replaceLanguage(locale: Locale, messages: Messages): void {
  state = { locale, messages, complete: true };
}
