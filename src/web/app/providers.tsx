import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { DeferredToaster } from '#web/components/ui/deferred-toaster';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { queryPersistOptions, saveRemovalsAtOnce } from '#web/lib/offline/query-persistence';
import { currentUserQueryKey } from '#web/lib/query-keys';

const persistOptions = queryPersistOptions();

/**
 * The active language, the query client and the toast viewport. The viewport's Radix code
 * loads after the first paint (components/ui/deferred-toaster.tsx); tooltips bring their own
 * provider (ui/tooltip.tsx). Where the browser has IndexedDB the query cache is kept on the
 * device and restored before the first query runs (lib/offline/query-persistence.ts).
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const content = (
    <>
      {children}
      <DeferredToaster />
    </>
  );
  return (
    <I18nProvider>
      {persistOptions ? (
        <PersistQueryClientProvider
          client={client}
          persistOptions={persistOptions}
          // What was kept is shown at once. The live stream's first hello reads again all
          // that predates it (lib/live-events); only the session is checked now, so a device
          // whose session ended elsewhere signs out instead of showing what it kept.
          onSuccess={() => void client.invalidateQueries({ queryKey: currentUserQueryKey })}
        >
          <SaveRemovalsAtOnce client={client} />
          {content}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={client}>{content}</QueryClientProvider>
      )}
    </I18nProvider>
  );
}

/** Once what was kept is back (a removal before would save a cache not yet restored). */
function SaveRemovalsAtOnce({ client }: { client: QueryClient }) {
  const isRestoring = useIsRestoring();
  useEffect(() => (isRestoring ? undefined : saveRemovalsAtOnce(client)), [client, isRestoring]);
  return null;
}
