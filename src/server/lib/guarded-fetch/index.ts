import type { Response } from 'undici';
import { onFirstUse } from '#server/lib/on-first-use';
import type { Config } from '#server/config';
import { checkTarget, type TargetRules, type UrlTarget } from './address-policy';
import { isBotChallengePage } from './challenge';
import {
  cannotImport,
  findGuardedFetchError,
  forbiddenAddress,
  GuardedFetchError,
  isConnectTimeout,
} from './errors';
import {
  createPinnedAgent,
  resolveChecked,
  systemResolver,
  type ResolveHost,
} from './pinned-agent';
import { discard, readCapped, readHead } from './read-body';

export { GuardedFetchError, GUARDED_FETCH_MESSAGES } from './errors';
export type { GuardedFetchErrorCode, GuardedFetchReason } from './errors';
export type { ResolveHost, ResolvedAddress } from './pinned-agent';

export type GuardedFetchKind = 'page' | 'image';
export type GuardedFetchOptions = { kind: GuardedFetchKind; signal?: AbortSignal };
export type GuardedResponse = { finalUrl: string; contentType: string; body: Buffer };
export type GuardedFetch = (url: string, options: GuardedFetchOptions) => Promise<GuardedResponse>;

export type GuardedFetchSettings = TargetRules & {
  timeouts: { connectMs: number; totalMs: number };
  maxBytes: Record<GuardedFetchKind, number>;
  maxRedirects: number;
  /** DNS; tests inject names that resolve to forbidden addresses. */
  lookup: ResolveHost;
};

export const DEFAULT_GUARDED_FETCH_LIMITS = {
  timeouts: { connectMs: 5_000, totalMs: 15_000 },
  maxBytes: { page: 5 * 1024 * 1024, image: 10 * 1024 * 1024 },
  maxRedirects: 5,
} as const;

export function guardedFetchSettingsFrom(config: Config): GuardedFetchSettings {
  return {
    allowPrivateHosts: config.importFetch.allowPrivateHosts,
    allowedPorts: config.importFetch.allowedPorts,
    ...DEFAULT_GUARDED_FETCH_LIMITS,
    lookup: systemResolver,
  };
}

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ACCEPT: Record<GuardedFetchKind, string> = {
  page: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
};
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const REFUSING_STATUSES = new Set([401, 403, 429]);
const CHALLENGE_HEAD_BYTES = 64 * 1024;

/**
 * The one way the server fetches an address someone typed or a page named
 * (docs/architecture.md, convention 12; docs/decisions/015-guarded-fetch.md). Every failure is a
 * GuardedFetchError whose message can be shown to the user; a caller's own abort rejects with its
 * reason.
 */
export function createGuardedFetch(settings: GuardedFetchSettings): GuardedFetch {
  // undici is imported with the agent, on the first fetch (decision 024).
  const client = onFirstUse(async () => ({
    agent: await createPinnedAgent(settings.lookup, settings, settings.timeouts),
    fetch: (await import('undici')).fetch,
  }));

  return async function guardedFetch(url, { kind, signal }) {
    const deadline = AbortSignal.timeout(settings.timeouts.totalMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      return await fetchFollowingRedirects(url, kind, combined);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const known = findGuardedFetchError(error);
      if (known && !(known.code === 'network' && deadline.aborted)) throw known;
      if (deadline.aborted || isConnectTimeout(error)) {
        throw new GuardedFetchError('timeout', 'timeout', { cause: error });
      }
      throw new GuardedFetchError('network', 'unreachable', { cause: error });
    }
  };

  async function fetchFollowingRedirects(
    start: string,
    kind: GuardedFetchKind,
    signal: AbortSignal,
  ) {
    let current = start;
    for (let redirects = 0; ; redirects++) {
      const target = await checkBeforeConnecting(current, signal);
      const { agent, fetch } = await client();
      const response = await fetch(target.url, {
        dispatcher: agent,
        redirect: 'manual',
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: ACCEPT[kind],
          'accept-language': 'en-US,en;q=0.9',
        },
      });
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || location === null) {
        return await acceptResponse(response, target, kind);
      }
      await discard(response.body);
      if (redirects >= settings.maxRedirects) {
        throw new GuardedFetchError('http_error', 'tooManyRedirects');
      }
      try {
        current = new URL(location, target.url).href;
      } catch {
        throw cannotImport(`unusable redirect to ${location}`);
      }
    }
  }

  /** Scheme, port, credentials and literals, then (for names) every address it resolves to. */
  async function checkBeforeConnecting(url: string, signal: AbortSignal): Promise<UrlTarget> {
    const checked = checkTarget(url, settings);
    if (!checked.ok) {
      throw checked.forbidden ? forbiddenAddress(checked.forbidden) : cannotImport(checked.reason);
    }
    const { target } = checked;
    // A first look refuses before any connection; the pinned lookup checks again at connect.
    if (target.literal === null) {
      // getaddrinfo cannot be cancelled: stop waiting for it at the deadline instead.
      await untilAborted(resolveChecked(target.url.hostname, settings.lookup, settings), signal);
    }
    return target;
  }

  async function acceptResponse(
    response: Response,
    target: UrlTarget,
    kind: GuardedFetchKind,
  ): Promise<GuardedResponse> {
    const { status } = response;
    if (REFUSING_STATUSES.has(status)) {
      await discard(response.body);
      throw new GuardedFetchError('refused_by_site', 'refused', { cause: `HTTP ${status}` });
    }
    if (status < 200 || status > 299) {
      const head = kind === 'page' ? await readHead(response.body, CHALLENGE_HEAD_BYTES) : null;
      if (!head) await discard(response.body);
      if (head && isBotChallengePage(head.toString('utf8'))) {
        throw new GuardedFetchError('refused_by_site', 'refused', { cause: `HTTP ${status}` });
      }
      if (status === 404 || status === 410) throw new GuardedFetchError('http_error', 'notFound');
      throw new GuardedFetchError('http_error', 'siteError', { status });
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!hasExpectedType(contentType, kind)) {
      await discard(response.body);
      throw new GuardedFetchError('wrong_type', kind === 'page' ? 'notAPage' : 'notAnImage', {
        cause: `content type "${contentType}"`,
      });
    }
    const maxBytes = settings.maxBytes[kind];
    const tooLarge = () => new GuardedFetchError('too_large', 'tooLarge');
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > maxBytes) {
      await discard(response.body);
      throw tooLarge();
    }
    const body = await readCapped(response.body, maxBytes, tooLarge);
    if (
      kind === 'page' &&
      isBotChallengePage(body.subarray(0, CHALLENGE_HEAD_BYTES).toString('utf8'))
    ) {
      throw new GuardedFetchError('refused_by_site', 'refused', { cause: 'challenge page' });
    }
    return { finalUrl: target.url.href, contentType, body };
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () =>
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function hasExpectedType(contentType: string, kind: GuardedFetchKind): boolean {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (kind === 'image') return mediaType.startsWith('image/');
  return mediaType === 'text/html' || mediaType === 'application/xhtml+xml';
}
