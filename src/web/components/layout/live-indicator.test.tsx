import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection } from '#web/lib/live-events/live-connection';
import { LiveConnectionContext } from '#web/lib/live-events/live-status';
import { FakeEventSource, fakeEventSources } from '#web/test-support/fake-event-source';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  signedOutRoutes,
} from '#web/test-support/test-utils';
import { CONNECTING_QUIET_MS, LiveIndicator } from './live-indicator';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';

function renderIndicator() {
  const sources = fakeEventSources();
  const connection = new LiveConnection(sources.open, {
    hello: vi.fn(),
    notice: vi.fn(),
    resync: vi.fn(),
    sessionEnded: vi.fn(),
  });
  render(
    <LiveConnectionContext.Provider value={connection}>
      <LiveIndicator />
    </LiveConnectionContext.Provider>,
    { wrapper: I18nProvider },
  );
  act(() => connection.start());
  return { sources, connection };
}

const status = () => screen.getByRole('status');

describe('live indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing while live, nor in the first 2 s of connecting', () => {
    const { sources } = renderIndicator();
    expect(status()).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(CONNECTING_QUIET_MS - 1);
    });
    expect(status()).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status()).toHaveTextContent('Connecting…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    act(() => sources.latest().emit('hello', { resumed: false }, 'c1'));
    expect(status()).toBeEmptyDOMElement();
    expect(screen.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
  });

  it('shows Offline with Retry while the stream is down, and Retry reconnects', () => {
    const { sources } = renderIndicator();
    act(() => sources.latest().emit('hello', { resumed: false }, 'c1'));
    act(() => sources.latest().fail({ retrying: false }));
    expect(status()).toHaveTextContent('Offline');
    fireEvent.click(screen.getByRole('button', { name: 'Retry live updates' }));
    expect(sources.opened).toHaveLength(2);
    expect(sources.latest().url).toBe('/api/events?lastEventId=c1');
    // Connecting again: quiet at first.
    expect(status()).toBeEmptyDOMElement();

    act(() => sources.latest().fail({ retrying: true }));
    expect(status()).toHaveTextContent('Offline');
  });

  it('offers Resume when the server paused this tab for a newer one, nothing after sign-out', () => {
    const { sources } = renderIndicator();
    act(() => sources.latest().emit('closed', { reason: 'superseded' }));
    expect(status()).toHaveTextContent('Live updates paused');
    fireEvent.click(screen.getByRole('button', { name: 'Resume live updates' }));
    expect(sources.opened).toHaveLength(2);

    act(() => sources.latest().emit('closed', { reason: 'signed-out' }));
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is empty outside the signed-in app (no connection)', () => {
    render(<LiveIndicator />, { wrapper: I18nProvider });
    expect(status()).toBeEmptyDOMElement();
  });
});

describe('live updates in the app', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('opens one stream for the signed-in app and shows in the header when it is down', async () => {
    installFakeServer(signedInRoutes());
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    act(() => FakeEventSource.latest().emit('hello', { resumed: false }, 'c1'));
    act(() => FakeEventSource.latest().fail({ retrying: true }));
    expect(within(header).getByRole('status')).toHaveTextContent('Offline');
    expect(within(header).getByRole('button', { name: 'Retry live updates' })).toBeVisible();
  });

  it('opens none on the login page', async () => {
    installFakeServer(signedOutRoutes());
    renderApp('/');
    await screen.findByRole('button', { name: /sign in with google/i });
    expect(FakeEventSource.opened).toEqual([]);
  });
});
