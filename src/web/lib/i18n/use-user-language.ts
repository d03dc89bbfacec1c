import { useEffect } from 'react';
import { usePreferences } from '#web/lib/session/preferences';
import { useLanguage } from './i18n-provider';

/**
 * Signed in, the language saved on the user (Settings → Language) wins over this browser's:
 * chosen on the phone, it follows to the laptop. A user who never chose keeps the browser's.
 */
export function useUserLanguage() {
  const saved = usePreferences().data?.language;
  const { locale, setLocale } = useLanguage();
  useEffect(() => {
    if (saved && saved !== locale) void setLocale(saved);
    // Only a change of the saved choice switches: the Settings select switches at once itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
}
