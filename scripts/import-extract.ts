/**
 * Runs the import route's page reading (limits, then extraction) on saved pages (`.html` or `.html.gz`) and prints
 * one JSON line per file, the shape the corpus's scorer reads: `{ file, ok: true, recipe }` (the
 * extracted recipe, its first image as `imageUrl`) or `{ file, ok: false, error }`:
 *
 *   npm run --silent import:extract -- FILES... > results.jsonl
 *
 * The page address is what the page says of itself (canonical link, og:url), as an import
 * would know it, else a placeholder: relative image addresses resolve against it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readRecipePage } from '#server/modules/import/page/read-page';
import { ownPageUrl } from '#server/modules/import/page/page-url';

export function readPage(file: string): string {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

function extractLine(file: string): string {
  try {
    const html = readPage(file);
    const recipe = readRecipePage(html, ownPageUrl(html));
    if (!recipe) return JSON.stringify({ file, ok: false, error: 'No recipe found on that page' });
    const { imageUrls, ...rest } = recipe;
    return JSON.stringify({ file, ok: true, recipe: { ...rest, imageUrl: imageUrls[0] ?? null } });
  } catch (error) {
    return JSON.stringify({
      file,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run --silent import:extract -- FILES...');
  process.exit(2);
}
for (const file of files) process.stdout.write(`${extractLine(file)}\n`);
