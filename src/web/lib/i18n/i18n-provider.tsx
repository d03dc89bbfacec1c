import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales';
import { englishMessages, loadMessages, type Messages } from './catalogues';
import { rememberLocale } from './initial-locale';

interface ActiveLanguage {
  locale: Locale;
  /** Loads the language's catalogue, then shows every screen in it; remembered on this browser. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<ActiveLanguage | null>(null);

/**
 * The active language and its messages, for react-intl below. Keys a catalogue lacks show in
 * English (the catalogue check in CI keeps that from happening). `<html lang>` follows.
 */
export function I18nProvider({
  initial = { locale: DEFAULT_LOCALE, messages: englishMessages },
  children,
}: {
  initial?: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  const [active, setActive] = useState(initial);

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    rememberLocale(locale);
    setActive({ locale, messages });
  }, []);

  useEffect(() => {
    document.documentElement.lang = active.locale;
  }, [active.locale]);

  const language = useMemo(
    () => ({ locale: active.locale, setLocale }),
    [active.locale, setLocale],
  );
  const messages = useMemo(
    () =>
      active.locale === DEFAULT_LOCALE
        ? active.messages
        : ({ ...englishMessages, ...active.messages } as Messages),
    [active],
  );

  return (
    <LanguageContext.Provider value={language}>
      <IntlProvider locale={active.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
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
