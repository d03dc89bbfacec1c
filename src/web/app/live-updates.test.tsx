import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionEnded } from '#web/lib/session-end';
import { FakeEventSource } from '#web/test-support/fake-event-source';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

/**
 * The signed-in app's live event stream (product rule: live-sync) when the server ends the session:
 * the stream's `closed` event takes the tab to the login page at once, not at its next request.
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

  it("another tab's sign-out shows the login page at once, on this URL, saying so", async () => {
    const server = serverWithSession();
    const { router } = renderApp('/favorites');
    await screen.findByRole('banner');
    server.endSession();
    act(() => FakeEventSource.latest().emit('closed', { reason: 'signed-out' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/favorites');
    expect(FakeEventSource.latest().isClosed).toBe(true);
  });

  it("this tab's own logout is not a lost session", async () => {
    const server = serverWithSession();
    const { queryClient } = renderApp('/favorites');
    await screen.findByRole('banner');
    const stream = FakeEventSource.latest();
    server.endSession();
    // The tab's logout has just signed it out when the stream's closed event comes in.
    act(() => void queryClient.setQueryData(['auth', 'user'], null));
    act(() => stream.emit('closed', { reason: 'signed-out' }));
    await screen.findByRole('button', { name: /sign in with google/i });
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });
});
