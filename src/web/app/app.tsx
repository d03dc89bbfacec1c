import { RouterProvider } from 'react-router';
import type { Locale } from '#shared/i18n/locales';
import type { Messages } from '#web/lib/i18n/catalogues';
import { queryClient } from '#web/lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App({ language }: { language: { locale: Locale; messages: Messages } }) {
  return (
    <AppProviders client={queryClient} language={language}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
