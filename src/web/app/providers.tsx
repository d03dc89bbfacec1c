import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToaster } from '#web/components/ui/deferred-toaster';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';

/**
 * The active language, the query client and the toast viewport. The viewport's Radix code
 * loads after the first paint (components/ui/deferred-toaster.tsx); tooltips bring their own
 * provider (ui/tooltip.tsx).
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider>
      <QueryClientProvider client={client}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
