/**
 * Text from pages as people read it: HTML entities decoded until stable (pages double-encode:
 * '&amp;frac12;'), tags stripped, list markers ('▢', '•', '-') removed and spacing collapsed.
 */
import { decodeHTML } from 'entities';

const LIST_MARKER = /^(?:[▢□☐◻■●•·◦‣▪*✓✔►▶➤–—-]\s*)+/u;

/** Entities decoded until the text stops changing (a few rounds at most). */
export function decodeEntities(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round++) {
    const next = decodeHTML(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Block-level tags become line breaks so a step list written in one string splits by lines. */
const CODE_BLOCK = /<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi;

function tagsToText(html: string): string {
  // Most strings hold no tags at all: the cheap test keeps the common case fast.
  const withoutCode = html.includes('<') ? html.replace(CODE_BLOCK, '\n') : html;
  return withoutCode
    .replace(/<(?:br|\/p|\/li|\/div|\/h\d|\/dt|\/dd)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ');
}

/** One line of clean text: entities, tags, list markers and extra spacing gone. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  // Decode first so encoded tags ('&lt;p&gt;') are stripped too, then once more for what they held.
  const decoded = decodeEntities(tagsToText(decodeEntities(String(value))));
  return (
    decoded
      // 'Â' before a no-break space is that space's UTF-8 bytes read as Latin-1 (mojibake).
      .replace(/Â(?=[\u00A0 ])/g, '')
      .replace(/[\u00A0\u2009\u202F\uFEFF\u200B]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(LIST_MARKER, '')
      .trim()
  );
}

/** Clean lines of a text that may hold several (tags such as <br> or <li> or newlines). */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const text = tagsToText(decodeEntities(value));
  return text
    .split(/\r?\n|\r/)
    .map((line) => cleanText(line))
    .filter((line) => line.length > 0);
}

/** Tags that break a line of text when they open or close; other tags (a, span, b) do not. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|h[1-6]|hr|li|ol|p|section|table|tbody|td|th|thead|tr|ul)\b[^>]*>/gi;

/**
 * The text of an element's HTML as one line: its blocks ('<dt>40 gr</dt><dd>bacon</dd>')
 * are spaced apart, its inline tags ('<a>Tofu</a>, sliced') leave no space behind.
 */
export function oneLine(html: string): string {
  return cleanText(html.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, ''));
}

/**
 * A page's text with a line break at each block ('<li>', '<p>', '<div>'), code left out:
 * for looking up how the page prints a phrase without reading its tree.
 */
export function blockText(html: string): string {
  return html
    .replace(CODE_BLOCK, ' ')
    .replace(/\s+/g, ' ')
    .replace(BLOCK_TAG, '\n')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) => (line.includes('&') ? decodeEntities(line) : line).replace(/[ \u00A0]+/g, ' '))
    .join('\n');
}
