/**
 * Calendar feed requests per client address and minute. A calendar app refetches a
 * subscription every few minutes at most, so 60 leaves room for a household's devices behind
 * one router; guessing a 256-bit token is hopeless anyway, and the limit keeps a guesser from
 * costing the database a lookup per try. Counted per process, like the sign-in limit.
 */
export const CALENDAR_FEED_LIMIT_PER_MINUTE = 60;

export const calendarFeedRateLimit = {
  max: CALENDAR_FEED_LIMIT_PER_MINUTE,
  timeWindow: '1 minute',
};
