import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '#web/test-support/recipe-dialog-helpers';
import { renderApp } from '#web/test-support/test-utils';

/** A Screen Wake Lock that records requests and releases. */
function installWakeLock() {
  const requests: string[] = [];
  const sentinels: Array<{ released: boolean; release: () => Promise<void> }> = [];
  const request = vi.fn((type: string) => {
    requests.push(type);
    const sentinel = {
      released: false,
      release: vi.fn(() => {
        sentinel.released = true;
        return Promise.resolve();
      }),
    };
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { requests, sentinels };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('cook mode keeps the screen on', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('takes the lock, takes it again when the tab shows again, and releases it on leaving', async () => {
    serve();
    const lock = installWakeLock();
    const { router } = renderApp('/recipe/1/cook');
    await waitFor(() => expect(lock.requests).toEqual(['screen']));

    // The browser drops the lock while the tab is hidden (a locked phone).
    lock.sentinels[0]!.released = true;
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(lock.requests).toEqual(['screen', 'screen']));

    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(lock.sentinels[1]!.release).toHaveBeenCalled());
    expect(
      screen.queryByText(/cannot keep the screen on|could not be kept on/),
    ).not.toBeInTheDocument();
  });

  it('says the screen may dim where the browser has no wake lock, or refuses it', async () => {
    serve();
    const { unmount } = renderApp('/recipe/1/cook');
    expect(
      await screen.findByText('This browser cannot keep the screen on: it may dim while you cook.'),
    ).toBeVisible();
    unmount();

    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: () => Promise.reject(new DOMException('battery', 'NotAllowedError')) },
      configurable: true,
    });
    renderApp('/recipe/1/cook');
    expect(
      await screen.findByText('The screen could not be kept on: it may dim while you cook.'),
    ).toBeVisible();
  });
});
