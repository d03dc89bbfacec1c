/** Why a guarded fetch failed; the import routes map each code to an answer. */
export type GuardedFetchErrorCode =
  | 'forbidden_address'
  | 'bad_url'
  | 'refused_by_site'
  | 'http_error'
  | 'timeout'
  | 'too_large'
  | 'wrong_type'
  | 'network';

/** User-facing reasons, shown after 'Import Failed'. */
export const GUARDED_FETCH_MESSAGES = {
  cannotImport: 'That address cannot be imported',
  refused: 'This site refused the import; paste the recipe text instead',
  timeout: 'The site did not answer in time',
  tooLarge: 'The page is too large to import',
  notAPage: 'That address is not a web page',
  notAnImage: 'That address is not an image',
  notFound: 'The page was not found',
  tooManyRedirects: 'The site redirected too many times',
  unreachable: 'The site could not be reached',
  siteError: (status: number) => `The site answered with an error (HTTP ${status})`,
} as const;

/** Which of GUARDED_FETCH_MESSAGES a failure says: the import answers each with its own code. */
export type GuardedFetchReason = keyof typeof GUARDED_FETCH_MESSAGES;

export class GuardedFetchError extends Error {
  override name = 'GuardedFetchError';
  /** The site's HTTP status, for `siteError`. */
  readonly status: number | undefined;

  constructor(
    readonly code: GuardedFetchErrorCode,
    readonly reason: GuardedFetchReason,
    options?: { cause?: unknown; status?: number },
  ) {
    const text = GUARDED_FETCH_MESSAGES[reason];
    super(
      typeof text === 'function' ? text(options?.status ?? 0) : text,
      options && 'cause' in options ? { cause: options.cause } : undefined,
    );
    this.status = options?.status;
  }
}

export const cannotImport = (why: string) =>
  new GuardedFetchError('bad_url', 'cannotImport', { cause: why });

export const forbiddenAddress = (address: string) =>
  new GuardedFetchError('forbidden_address', 'cannotImport', {
    cause: `forbidden address ${address}`,
  });

/** Undici wraps errors thrown in a connect-time lookup ("fetch failed" → cause → …). */
export function findGuardedFetchError(error: unknown): GuardedFetchError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof GuardedFetchError) return current;
    current = current.cause;
  }
  return undefined;
}

/** True when undici gave up connecting within the connect timeout. */
export function isConnectTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return true;
    current = current.cause;
  }
  return false;
}
