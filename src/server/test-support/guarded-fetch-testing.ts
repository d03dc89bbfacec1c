import {
  DEFAULT_GUARDED_FETCH_LIMITS,
  type GuardedFetchSettings,
  type ResolvedAddress,
  type ResolveHost,
} from '#server/lib/guarded-fetch';

/**
 * A resolver that answers from a table (name → addresses, or a function for answers that
 * change between calls) and counts the questions; unknown names fail like NXDOMAIN. Tests
 * never touch real DNS.
 */
export function tableResolver(
  table: Record<string, string[] | ((call: number) => string[])>,
): ResolveHost & { calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    const call = (calls.get(hostname) ?? 0) + 1;
    calls.set(hostname, call);
    const entry = table[hostname];
    if (!entry)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const addresses = typeof entry === 'function' ? entry(call) : entry;
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

/** Production limits and rules with the given changes (a table resolver by default). */
export function testFetchSettings(
  overrides: Partial<GuardedFetchSettings> = {},
): GuardedFetchSettings {
  return {
    allowPrivateHosts: false,
    allowedPorts: [80, 443],
    ...DEFAULT_GUARDED_FETCH_LIMITS,
    lookup: tableResolver({}),
    ...overrides,
  };
}
