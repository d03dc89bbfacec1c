import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToaster } from '#web/components/ui/deferred-toaster';
import type { Locale } from '#shared/i18n/locales';
import type { Messages } from '#web/lib/i18n/catalogues';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';

/**
 * The active language, the query client and the toast viewport. The viewport's Radix code
 * loads after the first paint (components/ui/deferred-toaster.tsx); tooltips bring their own
 * provider (ui/tooltip.tsx). Without `language` the app starts in English (tests).
 */
export function AppProviders({
  client,
  language,
  children,
}: {
  client: QueryClient;
  language?: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  return (
    <I18nProvider initial={language}>
      <QueryClientProvider client={client}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
