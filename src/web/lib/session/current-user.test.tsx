import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  testUser,
} from '#web/test-support/test-utils';
import { ApiError } from '../api-client';
import { busyRetryDelayMs, retrySessionCheckWhenBusy } from './current-user';

describe('the session check when the server is busy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks again after a 503 and shows the signed-in app, not the error page', async () => {
    let sessionChecks = 0;
    installFakeServer({
      ...signedInRoutes(),
      'GET /api/auth/user': () => {
        sessionChecks += 1;
        return sessionChecks === 1
          ? {
              status: 503,
              headers: { 'Retry-After': '0' },
              body: { code: 'server_busy', message: 'Busy' },
            }
          : { body: testUser };
      },
    });
    renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(sessionChecks).toBe(2);
  });

  it('retries only 503s, at most 3 times, waiting as told but never past 10 s', () => {
    const busy = (after: number | null) => new ApiError(503, 'Service Unavailable', '', after);
    expect(retrySessionCheckWhenBusy(0, busy(2))).toBe(true);
    expect(retrySessionCheckWhenBusy(3, busy(2))).toBe(false);
    expect(retrySessionCheckWhenBusy(0, new ApiError(500, 'Error', ''))).toBe(false);
    expect(retrySessionCheckWhenBusy(0, new TypeError('offline'))).toBe(false);
    expect(busyRetryDelayMs(0, busy(2))).toBe(2000);
    expect(busyRetryDelayMs(0, busy(null))).toBe(1000);
    expect(busyRetryDelayMs(0, busy(60))).toBe(10_000);
  });
});
