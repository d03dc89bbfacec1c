/** Sign-in attempts per IP and minute; generous for a family behind one router. */
export const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
