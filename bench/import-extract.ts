/**
 * Page extraction time over the real-page corpus (median under 30 ms;
 * product rule: import-speed-budget):
 *   npx tsx bench/import-extract.ts [CORPUS_DIR]
 * Pages are read and unzipped before timing; each page is extracted once after a warm-up pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { extractRecipeFromHtml } from '#server/modules/import/page/extract-recipe';
import { ownPageUrl } from '#server/modules/import/page/page-url';

const dir = process.argv[2] ?? '/work/shared/corpus/import-dev';
const pages = readdirSync(dir)
  .filter((name) => /\.html(\.gz)?$/.test(name))
  .map((name) => {
    const bytes = readFileSync(join(dir, name));
    return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  });

for (const html of pages.slice(0, 20)) extractRecipeFromHtml(html, ownPageUrl(html));

const times: number[] = [];
for (const html of pages) {
  const start = performance.now();
  extractRecipeFromHtml(html, ownPageUrl(html));
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`pages: ${times.length}`);
console.log(
  `median: ${at(0.5).toFixed(1)} ms, p95: ${at(0.95).toFixed(1)} ms, max: ${at(1).toFixed(1)} ms`,
);
