import type { Config } from '#server/config';

/**
 * Sign-in attempts per client address and minute (SIGN_IN_LIMIT, default 30): generous for a
 * family behind one router. The end-to-end server raises it, because every test signs in
 * from 127.0.0.1.
 */
export const signInRateLimit = (config: Config) => ({
  max: config.signInLimitPerMinute,
  timeWindow: '1 minute',
});
