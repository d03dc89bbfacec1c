import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isAddressAllowed, type TargetRules } from './address-policy';
import { forbiddenAddress, GuardedFetchError } from './errors';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Name → addresses. Tests inject one that maps names to forbidden addresses. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: ResolveHost = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Resolves a name and checks every answer: one forbidden address refuses the whole name (a
 * name that mixes public and private answers is an attack or a mistake, never a recipe site).
 */
export async function resolveChecked(
  hostname: string,
  resolve: ResolveHost,
  rules: TargetRules,
): Promise<ResolvedAddress[]> {
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(hostname);
  } catch (error) {
    throw new GuardedFetchError('network', 'unreachable', { cause: error });
  }
  if (answers.length === 0) {
    throw new GuardedFetchError('network', 'unreachable', {
      cause: `no address for ${hostname}`,
    });
  }
  const refused = answers.find((a) => !isAddressAllowed(a.address, rules));
  if (refused) throw forbiddenAddress(refused.address);
  return answers;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The `lookup` net/tls.connect calls for each new connection. It resolves and checks the name
 * itself and hands back only the checked addresses, so the socket connects to exactly what was
 * checked: a name that answers differently the second time (DNS rebinding) gains nothing.
 */
export function pinnedLookup(resolve: ResolveHost, rules: TargetRules) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolveChecked(hostname, resolve, rules).then(
      (answers) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : null;
        const usable = wanted ? answers.filter((a) => a.family === wanted) : answers;
        const first = usable[0];
        if (!first) {
          callback(Object.assign(new Error(`no IPv${wanted} address`), { code: 'ENOTFOUND' }), '');
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: Error) => callback(error, ''),
    );
  };
}

/**
 * The only dispatcher guarded fetches use: connect timeout and pinned, checked lookups. IP
 * literals never reach `lookup` (net connects to them directly), which is why `checkTarget`
 * refuses forbidden literals before a request starts.
 */
export async function createPinnedAgent(
  resolve: ResolveHost,
  rules: TargetRules,
  timeouts: { connectMs: number; totalMs: number },
) {
  // Imported on first use: most server processes never fetch a page (decision 024).
  const { Agent } = await import('undici');
  return new Agent({
    connect: { timeout: timeouts.connectMs, lookup: pinnedLookup(resolve, rules) },
    headersTimeout: timeouts.totalMs,
    bodyTimeout: timeouts.totalMs,
    keepAliveTimeout: 4_000,
  });
}
