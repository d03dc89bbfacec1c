import { onFirstUse } from '#server/lib/on-first-use';

/**
 * sharp (libvips and its threads) loaded on the first image a process handles: a server that
 * only serves pages and lists never pays its ~28 MB (decision 024).
 */
export const loadSharp = onFirstUse(async () => (await import('sharp')).default);
