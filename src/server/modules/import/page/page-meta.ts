/**
 * What a page says about itself around its recipe: its titles (OpenGraph, <title>, main
 * heading) and its share image.
 */
import type { CheerioAPI } from 'cheerio';
import { cleanText } from './clean-text';
import { imageUrlsOf } from './recipe-node';

function meta($: CheerioAPI, ...names: string[]): string {
  for (const name of names) {
    const value = $(`meta[property="${name}" i], meta[name="${name}" i]`).attr('content');
    if (value && cleanText(value)) return cleanText(value);
  }
  return '';
}

/** The image the page's site picked to share it (og:image, else twitter:image), as addresses. */
export function shareImageUrls($: CheerioAPI, pageUrl: string): string[] {
  return imageUrlsOf(meta($, 'og:image', 'og:image:url', 'twitter:image'), pageUrl);
}

export const comparable = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** What the page calls itself: its main heading, and its titles without the site's name. */
export function pageNames($: CheerioAPI): Set<string> {
  const titles = [
    cleanText($('h1').first().text()),
    withoutSiteName(meta($, 'og:title', 'twitter:title')),
    withoutSiteName(cleanText($('title').first().text())),
  ];
  return new Set(titles.map(comparable).filter(Boolean));
}

/** Site names trail page titles ('Banh Mi | Tofoo'): the first part is the recipe's name. */
function withoutSiteName(title: string): string {
  const parts = title.split(/\s+[|–—-]\s+|\s*\|\s*/);
  return parts.length > 1 && parts[0]!.length >= 3 ? parts[0]!.trim() : title;
}

/** The recipe's name on a page without schema.org data: its main heading when the page's
 * OpenGraph title (or <title>) names the same thing, else that title without the site name. */
export function pageTitle($: CheerioAPI): string {
  const titles = [
    meta($, 'og:title', 'twitter:title'),
    cleanText($('title').first().text()),
  ].filter(Boolean);
  const h1 = cleanText($('h1').first().text());
  const lower = (t: string) => t.toLowerCase().replace(/[’']/g, "'");
  if (h1 && h1.length < 150 && titles.some((t) => lower(t).includes(lower(h1)))) return h1;
  if (titles[0]) return withoutSiteName(titles[0]);
  return h1;
}
