/**
 * Bytes that make an upload more than a picture: a document or archive hidden in (or around)
 * an image, the classic polyglot. The stored file is always a fresh WebP, so such a payload
 * never reaches a browser; refusing it anyway keeps our own pipeline from being a laundering
 * step and says plainly what happened.
 *
 * Where each marker is looked for is chosen so a real photo does not trip it by chance: a
 * 4-byte signature turns up in 10 MB of compressed pixels with odds of about 1 in 400, so the
 * ZIP signatures are looked for only where ZIP readers look (the start, and the last 64 KiB
 * where the end-of-central-directory record must sit); text markers of 5 bytes or more
 * anywhere (together roughly 1 in 3,000 for a 10 MB photo).
 */

/** ZIP readers find the end-of-central-directory record within 22 + 65,535 bytes of the end. */
const ZIP_TAIL_BYTES = 22 + 0xffff;
/** Browsers and PDF readers sniff the first kilobyte or so; we look a little further. */
const HEAD_BYTES = 2048;

const ZIP_SIGNATURES = [
  Buffer.from('PK\x03\x04', 'latin1'), // local file header
  Buffer.from('PK\x05\x06', 'latin1'), // end of central directory
];

/** Lower-case ASCII; compared against the lower-cased bytes. */
const TEXT_MARKERS_ANYWHERE = [
  '%pdf-',
  '<script',
  '<html>',
  '<html ',
  '<!doctype html',
  '<svg ',
  '<svg>',
  '<iframe',
  '<?php',
];
const TEXT_MARKERS_AT_START = ['<?xml', '<html', '<head', '<body', '<!--'];

/** Why these bytes are more than an image, or null when no foreign content was found. */
export function findForeignContent(bytes: Buffer): string | null {
  const head = bytes.subarray(0, HEAD_BYTES);
  const tail = bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES));
  for (const signature of ZIP_SIGNATURES) {
    if (head.includes(signature) || tail.includes(signature)) return 'zip archive';
  }
  // latin1 maps every byte to one character, so offsets and ASCII letters stay as they were.
  const text = bytes.toString('latin1').toLowerCase();
  for (const marker of TEXT_MARKERS_ANYWHERE) {
    if (text.includes(marker)) return `text marker ${JSON.stringify(marker)}`;
  }
  const start = text.slice(0, HEAD_BYTES).trimStart();
  for (const marker of TEXT_MARKERS_AT_START) {
    if (start.startsWith(marker)) return `markup ${JSON.stringify(marker)}`;
  }
  return null;
}
