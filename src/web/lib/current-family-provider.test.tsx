import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import german from '#web/locales/de.json';
import { installFakeServer, signedInRoutes } from '#web/test-support/test-utils';
import { CurrentFamilyProvider, useCurrentFamily } from './current-family';
import { I18nProvider } from './i18n/i18n-provider';
import { createQueryClient } from './query-client';
import { resetToasts, useToast } from './use-toast';

describe('<CurrentFamilyProvider />, in German', () => {
  afterEach(() => {
    resetToasts();
    vi.unstubAllGlobals();
  });

  it('toasts a family switch it could not save in the active language', async () => {
    installFakeServer({
      ...signedInRoutes({
        families: [
          { id: 1, name: 'The Garcias', createdAt: '2024-01-01T00:00:00.000Z' },
          { id: 2, name: 'The Lees', createdAt: '2024-01-01T00:00:00.000Z' },
        ],
      }),
      'PATCH /api/user/preferences': { status: 500, body: { code: 'internal', message: 'Oops' } },
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider initial={{ locale: 'de', messages: german }}>
        <QueryClientProvider client={client}>
          <CurrentFamilyProvider>{children}</CurrentFamilyProvider>
        </QueryClientProvider>
      </I18nProvider>
    );
    const { result } = renderHook(() => ({ family: useCurrentFamily(), toast: useToast() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.family.currentFamilyId).toBe(1));
    act(() => result.current.family.setCurrentFamilyId(2));
    await waitFor(() =>
      expect(result.current.toast.toasts[0]).toMatchObject({
        variant: 'destructive',
        title: 'Fehler',
      }),
    );
  });
});
