import { isIP, isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may connect to on a user's behalf: only global unicast ones.
 * This is an allow-list (ipaddr.js calls everything outside its special ranges `unicast`), so
 * a range we forgot is refused rather than let through. IPv6 forms that carry an IPv4 address
 * are judged by that IPv4 address, or refused when only old or translating networks use them.
 */
export function isForbiddenAddress(address: string): boolean {
  // Only the standard forms: ipaddr.js would also read shorthand such as "1.2.3".
  const version = isIP(address);
  if (version === 0) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(version === 6 ? canonicalIPv6(address) : address);
  } catch {
    return true;
  }
  return parsed.kind() === 'ipv4'
    ? isForbiddenIPv4(parsed as ipaddr.IPv4)
    : isForbiddenIPv6(parsed as ipaddr.IPv6);
}

/**
 * The WHATWG form of an IPv6 address (as URL prints it). ipaddr.js reads "::1.2.3.4" as the
 * mapped ::ffff:1.2.3.4 instead of the IPv4-compatible ::102:304; URL does not. Zone ids
 * ("fe80::1%eth0") make URL throw, and the caller refuses them.
 */
function canonicalIPv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

function isForbiddenIPv4(address: ipaddr.IPv4): boolean {
  // Covers 0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12, 192.0.0/24, 192.0.2/24,
  // 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24, 224/4, 240/4, 255.255.255.255, …
  return address.range() !== 'unicast';
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

function isForbiddenIPv6(address: ipaddr.IPv6): boolean {
  const p = address.parts;
  const embedded = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const range = address.range();
  // ::ffff:a.b.c.d, what a dual-stack resolver may answer
  if (range === 'ipv4Mapped') return isForbiddenIPv4(embedded(p[6]!, p[7]!));
  // NAT64: 64:ff9b::a.b.c.d reaches a.b.c.d; the local-use 64:ff9b:1::/48 is refused
  if (range === 'rfc6052') return p[2] !== 0 || isForbiddenIPv4(embedded(p[6]!, p[7]!));
  // 6to4: 2002:AABB:CCDD::/48 tunnels to AA.BB.CC.DD
  if (range === '6to4') return isForbiddenIPv4(embedded(p[1]!, p[2]!));
  // Outside 2000::/3 "unicast" still means unassigned space, including the deprecated
  // IPv4-compatible ::a.b.c.d form (ipaddr.js only names :: and ::1 in ::/96). Every other
  // range (loopback, unspecified, link-local, unique-local, multicast, teredo, rfc6145
  // translation, documentation, benchmarking, …) is refused.
  return range !== 'unicast' || !address.match(GLOBAL_UNICAST_V6);
}

export type UrlTarget = {
  url: URL;
  port: number;
  /** The address when the host is an IP literal (then no name is resolved). */
  literal: string | null;
};

export type TargetRules = {
  allowPrivateHosts: boolean;
  allowedPorts: readonly number[];
  trustedAddresses?: readonly string[];
};

const MAX_URL_LENGTH = 4096;

/** Parsed and checked before any connection: scheme, credentials, port and IP literals. */
export function checkTarget(
  raw: string,
  rules: TargetRules,
): { ok: true; target: UrlTarget } | { ok: false; reason: string; forbidden?: string } {
  if (raw.length > MAX_URL_LENGTH) return { ok: false, reason: 'address too long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not an absolute address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `scheme ${url.protocol}` };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials in address' };
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!rules.allowPrivateHosts && !rules.allowedPorts.includes(port)) {
    return { ok: false, reason: `port ${port}` };
  }
  // WHATWG parsing has already turned 0x7f000001, 2130706433, 0177.0.0.1, 127.1, %31… into
  // dotted IPv4 and [::ffff:127.0.0.1] into [::ffff:7f00:1]: what is left is judged here.
  const host = url.hostname;
  if (!host) return { ok: false, reason: 'no host' };
  const literal = host.startsWith('[') ? host.slice(1, -1) : isIPv4(host) ? host : null;
  if (literal !== null && !isAddressAllowed(literal, rules)) {
    return { ok: false, reason: `forbidden address ${literal}`, forbidden: literal };
  }
  return { ok: true, target: { url, port, literal } };
}

export function isAddressAllowed(address: string, rules: TargetRules): boolean {
  if (rules.allowPrivateHosts) return true;
  if (rules.trustedAddresses?.includes(address)) return true;
  return !isForbiddenAddress(address);
}
