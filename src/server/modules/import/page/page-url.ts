/**
 * The address a saved page gives for itself (canonical link, else og:url), for reading saved
 * pages where the fetched address is not known; a placeholder when it names none.
 */
export const PLACEHOLDER_PAGE_URL = 'https://example.invalid/';

const CANONICAL = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i;
const OG_URL = /<meta\b[^>]*\bproperty=["']?og:url["']?[^>]*>/i;

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

export function ownPageUrl(html: string): string {
  const candidates = [
    CANONICAL.exec(html)?.[0] && attribute(CANONICAL.exec(html)![0], 'href'),
    OG_URL.exec(html)?.[0] && attribute(OG_URL.exec(html)![0], 'content'),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate.replaceAll('&amp;', '&'));
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // not an absolute address: try the next
    }
  }
  return PLACEHOLDER_PAGE_URL;
}
