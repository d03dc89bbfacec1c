import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales';
import type { Messages } from './catalogues';
import { rememberLocale } from './initial-locale';
import { completeCatalogue, messageStore, replaceLanguage, switchLanguage } from './message-store';

interface ActiveLanguage {
  locale: Locale;
  /** Loads the language's catalogue, then shows every screen in it; remembered on this browser. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<ActiveLanguage | null>(null);

async function setLocale(locale: Locale) {
  await switchLanguage(locale);
  rememberLocale(locale);
}

/**
 * The active language and its messages (message-store.ts), for react-intl below. While only
 * the first screen's English messages are in, the rest loads when the browser is idle.
 * `<html lang>` follows the language. `initial` starts it in a language (tests of one part).
 */
export function I18nProvider({
  initial,
  children,
}: {
  initial?: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  useState(() => initial && replaceLanguage(initial.locale, initial.messages));
  const { locale, messages, complete } = useSyncExternalStore(
    messageStore.subscribe,
    messageStore.get,
  );

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    if (complete) return;
    const whenIdle = (run: () => void) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run)
        : window.setTimeout(run, 1);
    whenIdle(() => void completeCatalogue());
  }, [complete]);

  const language = useMemo(() => ({ locale, setLocale }), [locale]);
  return (
    <LanguageContext.Provider value={language}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): ActiveLanguage {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage needs the I18nProvider');
  return language;
}
