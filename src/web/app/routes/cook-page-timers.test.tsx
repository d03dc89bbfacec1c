import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookTimers, resetCookTimers } from '#web/lib/cook-timers/timer-store';
import { serve } from '#web/test-support/recipe-dialog-helpers';
import { renderApp } from '#web/test-support/test-utils';

const STEPS = [{ id: 1, stepNumber: 1, text: 'Bake 25 minutes.' }];

async function startBakeTimer() {
  const utils = renderApp('/recipe/1/cook?servings=4');
  await userEvent.click(await screen.findByRole('button', { name: 'Start a 25 minutes timer' }));
  return utils;
}

describe('cook timers outside cook mode', () => {
  beforeEach(() => resetCookTimers());
  afterEach(() => {
    resetCookTimers();
    vi.useRealTimers();
  });

  it('keep running after leaving cook mode; the header brings them back', async () => {
    serve({ directions: STEPS });
    const { router } = await startBakeTimer();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const indicator = await screen.findByRole('link', {
      name: '1 timer: Step 1 · 25 minutes, 25:00 left. Back to cook mode',
    });
    expect(indicator).toHaveTextContent('25:00');
    await userEvent.click(indicator);
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/1/cook'));
    expect(router.state.location.search).toBe('?servings=4');
    expect(await screen.findByRole('region', { name: 'Timers' })).toBeVisible();
  });

  it('at zero: an alert on any page with the way back, and a notification when allowed', async () => {
    serve({ directions: STEPS });
    const notifications: Array<[string, NotificationOptions | undefined]> = [];
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string, options?: NotificationOptions) {
        notifications.push([title, options]);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const { router } = await startBakeTimer();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60_000);
    expect(await screen.findByRole('alert')).toHaveTextContent("Time's up!");
    expect(screen.getByTestId('timers-indicator')).toHaveTextContent("Time's up!");
    // The alarm rings in an effect after the alert is drawn.
    await waitFor(() => expect(notifications).toHaveLength(1));
    expect(notifications).toEqual([
      [
        "Time's up: Step 1 · 25 minutes",
        expect.objectContaining({ body: 'Fluffy Buttermilk Pancakes' }),
      ],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Fluffy Buttermilk Pancakes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/1/cook'));
    const bar = await screen.findByRole('region', { name: 'Timers' });
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Dismiss timer Step 1 · 25 minutes' }),
    );
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('timers-indicator')).not.toBeInTheDocument();
  });

  it('no notification when the Settings switch is off', async () => {
    serve({ directions: STEPS });
    window.localStorage.setItem('pushNotifications', 'false');
    const made = vi.fn();
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        constructor() {
          made();
        }
      },
    );
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    await startBakeTimer();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60_000);
    expect(await screen.findByRole('alert')).toHaveTextContent("Time's up!");
    // The alarm has rung (it vibrates), without a notification.
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
    expect(made).not.toHaveBeenCalled();
  });

  it('go with the person who signs out: the next one on this browser has none', async () => {
    serve({ directions: STEPS });
    await startBakeTimer();
    expect(window.localStorage.getItem('cookTimers')).toContain('25 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(cookTimers.current()).toEqual([]));
    expect(window.localStorage.getItem('cookTimers')).toBe('[]');
  });

  it('come back after a reload, counting by the clock', async () => {
    cookTimers.start({
      id: '1:0:0',
      label: 'Step 1 · 25 minutes',
      recipeTitle: 'Fluffy Buttermilk Pancakes',
      returnPath: '/recipe/1/cook?servings=4',
      durationMs: 25 * 60_000,
    });
    const stored = window.localStorage.getItem('cookTimers');
    resetCookTimers();
    expect(stored).toContain('Step 1 · 25 minutes');
    // A new page load reads the stored timers (the module's first read).
    vi.resetModules();
    const fresh = await import('#web/lib/cook-timers/timer-store');
    expect(fresh.cookTimers.current().map((timer) => timer.label)).toEqual(['Step 1 · 25 minutes']);
  });
});
