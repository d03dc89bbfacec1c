import { act } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { expect } from 'vitest';

/**
 * Component tests of writes that wait for a connection (docs/decisions/048: only shopping list
 * ticks are queued offline; every other write button is disabled and says why).
 */

/** The reason such a button gives, in English (`offline.needsConnection`). */
export const NEEDS_CONNECTION = 'Needs a connection';

/**
 * Takes the device off (or back on) the network as the app sees it: TanStack Query's online
 * manager, which the browser's `online`/`offline` events drive. Reset it in `afterEach`.
 */
export function setOnline(online: boolean) {
  act(() => onlineManager.setOnline(online));
}

/** Disabled, and says why to the pointer (title) and to screen readers (aria-description). */
export function expectNeedsConnection(element: HTMLElement) {
  expect(element).toBeDisabled();
  expect(element).toHaveAttribute('title', NEEDS_CONNECTION);
  expect(element).toHaveAttribute('aria-description', NEEDS_CONNECTION);
}

/** Enabled again, with no connection reason left on it. */
export function expectConnected(element: HTMLElement) {
  expect(element).toBeEnabled();
  expect(element).not.toHaveAttribute('aria-description');
  expect(element).not.toHaveAttribute('title', NEEDS_CONNECTION);
}

/** Writes (anything but GET) among the fake server's calls, as 'METHOD /path'. */
export function writeCalls(calls: ReadonlyArray<{ method: string; url: string }>) {
  return calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);
}
