import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionEnded } from '#web/lib/session-end';
import { FakeEventSource } from '#web/test-support/fake-event-source';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

/**
 * The signed-in app's live event stream (issue 15) when the server ends the session: the
 * stream's `closed` event takes the tab to the login page at once, not at its next request.
 */

const UNAUTHORIZED = { status: 401, body: { code: 'unauthorized', message: 'Sign in first' } };

function serverWithSession() {
  const session = { active: true };
  const routes = signedInRoutes();
  const user = routes['GET /api/auth/user']!;
  routes['GET /api/auth/user'] = () =>
    session.active ? (user as { body: unknown }) : UNAUTHORIZED;
  routes['GET /api/auth/config'] = { body: { googleConfigured: true, demoSignIn: false } };
  const server = installFakeServer(routes);
  return { ...server, endSession: () => (session.active = false) };
}

beforeEach(() => {
  resetSessionEnded();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('live updates and the session', () => {
  it('an expired session shows the login page, saying the session ended', async () => {
    const server = serverWithSession();
    const { queryClient } = renderApp('/favorites');
    await screen.findByRole('banner');
    server.endSession();
    act(() => FakeEventSource.latest().emit('closed', { reason: 'session-expired' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(FakeEventSource.latest().isClosed).toBe(true);
    // Nothing of the session stays cached.
    expect(queryClient.getQueryData(['families'])).toBeUndefined();
  });

  it('a sign-out (maybe in another tab) asks the server, then shows the login page', async () => {
    const server = serverWithSession();
    const { queryClient, router } = renderApp('/favorites');
    await screen.findByRole('banner');
    const userCalls = () => server.calls.filter((c) => c.url === '/api/auth/user').length;
    const before = userCalls();
    server.endSession();
    act(() => FakeEventSource.latest().emit('closed', { reason: 'signed-out' }));
    await screen.findByRole('button', { name: /sign in with google/i });
    expect(userCalls()).toBe(before + 1);
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    expect(router.state.location.pathname).toBe('/favorites');
    await waitFor(() => expect(queryClient.getQueryData(['families'])).toBeUndefined());
  });
});
