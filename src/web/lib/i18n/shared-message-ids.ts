import type { MessageId } from './catalogues';

/**
 * The English texts of src/shared that a person reads (validation messages the client shows
 * before sending, which the server sends back too), each with its catalogue id. The English
 * catalogue holds the same text under that id.
 */
export const SHARED_MESSAGE_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([]);
