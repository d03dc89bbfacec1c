/**
 * Who the server listens to: the reverse proxies it trusts (TRUST_PROXY) and the Host header
 * values it answers to (ALLOWED_HOSTS).
 */
import { isIP } from 'node:net';
import { ConfigError } from './config-error';

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the proxies by address. `true` (every hop) and hop counts are refused: both let
 * a client that reaches the app directly choose its own address (Fastify 5 itself ignores hop
 * counts for that reason).
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  if (value === undefined || value === 'false') return false;
  const refuse = (why: string) => {
    throw new ConfigError(`Invalid configuration:\nTRUST_PROXY: ${why}`);
  };
  if (value === 'true' || /^\d+$/.test(value)) {
    refuse(
      'name the proxies by address or range (e.g. 127.0.0.1 or 10.0.0.0/8), not true or a hop count',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) refuse(`"${entry}" is not an IP address, CIDR range or known name`);
  }
  return entries;
}

function isProxyAddress(entry: string) {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** ALLOWED_HOSTS: comma-separated host[:port], normalised the way URL normalises a host. */
export function parseAllowedHosts(value: string | undefined, protocol: string): string[] {
  if (value === undefined) return [];
  return value.split(',').map((entry) => {
    const host = normalizeHost(entry.trim(), protocol);
    if (!host) {
      throw new ConfigError(
        `Invalid configuration:\nALLOWED_HOSTS: "${entry.trim()}" is not a host or host:port`,
      );
    }
    return host;
  });
}

/**
 * A Host header value in the form URL gives it (lower case, IPv6 in brackets, the scheme's
 * default port omitted), or null when it is not a plain host[:port].
 */
export function normalizeHost(value: string, protocol: string): string | null {
  if (!value || /[^a-zA-Z0-9._\-:[\]]/.test(value)) return null;
  try {
    return new URL(`${protocol}//${value}`).host || null;
  } catch {
    return null;
  }
}
