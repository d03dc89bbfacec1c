/**
 * Page extraction scored by site fold, so a rule can be seen to help pages it was not written
 * for (docs/decisions/029-import-generalisation.md):
 *
 *   npx tsx bench/import-kfold.ts [--corpus DIR] [--results R.jsonl] [--out R.jsonl]
 *                                 [--baseline B.jsonl] [--failures FOLD]
 *
 * Pages are grouped by host into five folds (a site's pages always share one), each fold
 * scored by the corpus's own scorer (`score-import.mjs`) and split by the kind of data the page
 * carries (`structured_data` in its expected file: jsonld, microdata_only, neither). Without
 * `--results` the pages are extracted here (and written to `--out` if given). `--baseline`
 * prints each fold's change against an earlier results file; `--failures FOLD` lists that
 * fold's misses. "Garbage" counts pages saved although none of the expected ingredient lines
 * matches an output line: an import must refuse those pages rather than save them.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { extractRecipeFromHtml } from '#server/modules/import/page/extract-recipe';
import { ownPageUrl } from '#server/modules/import/page/page-url';

const FOLDS = 5;
const KINDS = ['jsonld', 'microdata_only', 'neither'] as const;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const corpus = option('corpus') ?? '/work/shared/corpus/import-dev';
const scorer = join(corpus, '..', 'score-import.mjs');

type Page = { name: string; host: string; kind: string; fold: number };

/** FNV-1a: a stable spread of hosts over folds, whatever order the files list in. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function pagesOf(dir: string): Page[] {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.expected.json'))
    .map((f) => f.replace(/\.expected\.json$/, ''))
    .sort();
  const expected = names.map((name) => {
    const data = JSON.parse(readFileSync(join(dir, `${name}.expected.json`), 'utf8')) as {
      host?: string;
      structured_data?: string;
    };
    return { name, host: data.host ?? name.split('__')[0]!, kind: data.structured_data ?? '?' };
  });
  // Hosts ordered by hash, then dealt round-robin: folds of near-equal site counts.
  const hosts = [...new Set(expected.map((p) => p.host))].sort((a, b) => hash(a) - hash(b));
  const foldOf = new Map(hosts.map((host, i) => [host, i % FOLDS]));
  return expected.map((p) => ({ ...p, fold: foldOf.get(p.host)! }));
}

function extractAll(dir: string, pages: Page[]): string {
  return pages
    .map(({ name }) => {
      const file = join(dir, `${name}.html.gz`);
      try {
        const html = gunzipSync(readFileSync(file)).toString('utf8');
        const recipe = extractRecipeFromHtml(html, ownPageUrl(html));
        if (!recipe) return JSON.stringify({ file, ok: false, error: 'No recipe found' });
        const { imageUrls, ...rest } = recipe;
        return JSON.stringify({ file, ok: true, recipe: { ...rest, imageUrl: imageUrls[0] } });
      } catch (error) {
        return JSON.stringify({ file, ok: false, error: String(error) });
      }
    })
    .join('\n');
}

type Verdict = { imported: boolean; garbage: boolean; why: string };

/** Each page's verdict, read from the scorer's list of misses (all of them). */
function verdicts(resultsFile: string, pages: Page[]): Map<string, Verdict> {
  const output = execFileSync('node', [scorer, corpus, resultsFile, '--failures', '100000'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const misses = new Map<string, string>();
  for (const line of output.split('\n')) {
    const match = /^ {2}miss (\S+?)(?: \[[^\]]+\])?: (.*)$/.exec(line);
    if (match) misses.set(match[1]!, match[2]!);
  }
  return new Map(
    pages.map((p) => {
      const why = misses.get(p.name) ?? '';
      const saved = !why.startsWith('error:') && why !== 'no result';
      return [
        p.name,
        {
          imported: !misses.has(p.name),
          garbage: saved && /ingredients recall 0\.00/.test(why),
          why,
        },
      ];
    }),
  );
}

type Tally = { pages: number; imported: number; garbage: number };

function tallies(pages: Page[], v: Map<string, Verdict>) {
  const table = new Map<string, Tally>();
  const add = (key: string, verdict: Verdict) => {
    const t = table.get(key) ?? { pages: 0, imported: 0, garbage: 0 };
    t.pages++;
    if (verdict.imported) t.imported++;
    if (verdict.garbage) t.garbage++;
    table.set(key, t);
  };
  for (const p of pages) {
    const verdict = v.get(p.name)!;
    for (const key of [`${p.fold}/all`, `${p.fold}/${p.kind}`, `all/all`, `all/${p.kind}`]) {
      add(key, verdict);
    }
  }
  return table;
}

const pct = (t: Tally | undefined) => (t && t.pages ? (100 * t.imported) / t.pages : NaN);
const cell = (t: Tally | undefined, base?: Tally) => {
  if (!t) return '-'.padStart(20);
  const delta = base
    ? ` ${pct(t) - pct(base) >= 0 ? '+' : ''}${(pct(t) - pct(base)).toFixed(1)}`
    : '';
  return `${t.imported}/${t.pages} ${pct(t).toFixed(1)}%${delta}`.padStart(20);
};

function report(pages: Page[], v: Map<string, Verdict>, base?: Map<string, Verdict>): void {
  const now = tallies(pages, v);
  const before = base ? tallies(pages, base) : undefined;
  const columns = ['all', ...KINDS];
  console.log(
    `${'fold'.padEnd(6)}${'sites'.padStart(6)}${columns.map((c) => c.padStart(20)).join('')}`,
  );
  for (const fold of [...Array.from({ length: FOLDS }, (_, i) => String(i)), 'all']) {
    const sites = new Set(
      pages.filter((p) => fold === 'all' || String(p.fold) === fold).map((p) => p.host),
    );
    const row = columns.map((c) => cell(now.get(`${fold}/${c}`), before?.get(`${fold}/${c}`)));
    console.log(`${fold.padEnd(6)}${String(sites.size).padStart(6)}${row.join('')}`);
  }
  const foldPcts = Array.from({ length: FOLDS }, (_, i) => pct(now.get(`${i}/all`)));
  const mean = foldPcts.reduce((a, b) => a + b, 0) / FOLDS;
  const sd = Math.sqrt(foldPcts.reduce((a, b) => a + (b - mean) ** 2, 0) / FOLDS);
  console.log(`mean of folds: ${mean.toFixed(1)}% (sd ${sd.toFixed(1)})`);
  const garbage = now.get('all/all')!.garbage;
  console.log(`garbage saved (no expected ingredient matched): ${garbage}`);
  if (base) {
    const gained = pages.filter((p) => v.get(p.name)!.imported && !base.get(p.name)!.imported);
    const lost = pages.filter((p) => !v.get(p.name)!.imported && base.get(p.name)!.imported);
    console.log(
      `gained ${gained.length}: ${gained.map((p) => `${p.name} (${p.fold})`).join(', ')}`,
    );
    console.log(`lost ${lost.length}: ${lost.map((p) => `${p.name} (${p.fold})`).join(', ')}`);
    console.log(`garbage before: ${tallies(pages, base).get('all/all')!.garbage}`);
  }
}

// Piped into `head`, the rest of the report has nowhere to go: not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const pages = pagesOf(corpus);
let resultsFile = option('results');
if (!resultsFile) {
  resultsFile = option('out') ?? join(tmpdir(), `import-kfold-${process.pid}.jsonl`);
  writeFileSync(resultsFile, `${extractAll(corpus, pages)}\n`);
}
const now = verdicts(resultsFile, pages);
const baselineFile = option('baseline');
report(pages, now, baselineFile ? verdicts(baselineFile, pages) : undefined);

const failuresFold = option('failures');
if (failuresFold !== undefined) {
  for (const p of pages) {
    const verdict = now.get(p.name)!;
    if (String(p.fold) === failuresFold && !verdict.imported) {
      console.log(
        `  miss ${p.name} [${p.kind}]${verdict.garbage ? ' GARBAGE' : ''}: ${verdict.why}`,
      );
    }
  }
}
if (process.argv.includes('--garbage')) {
  for (const p of pages) {
    if (now.get(p.name)!.garbage) console.log(`  garbage ${p.name} [${p.kind}] (fold ${p.fold})`);
  }
}
