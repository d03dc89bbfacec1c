import type { MessageId } from './catalogues';

/** The server's error codes (src/shared/api/error-codes.ts) with the catalogue id of each. */
export const SERVER_ERROR_MESSAGE_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>(
  [],
);
