import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToaster } from '#web/components/ui/deferred-toaster';

/**
 * Query client and the toast viewport. The viewport's Radix code loads after the first paint
 * (components/ui/deferred-toaster.tsx); tooltips bring their own provider (ui/tooltip.tsx).
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
