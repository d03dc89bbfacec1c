/**
 * The recipe list as browsers revisit it (product rule: list-budget), run as its own process by
 * bench/recipes-list.ts: `connections` keep-alive connections, each a browser tab that keeps
 * the list it got with its ETag and revalidates with If-None-Match on every visit, as the
 * client's `no-cache` list does. A 304 leaves its copy; a 200 (the list changed) replaces it.
 *
 *   npx tsx bench/recipes-list-load.ts '{"url":"…","headers":{…},"connections":10,…}'
 *
 * prints one JSON line: a LoadSample (bench/http-load.ts) plus how many answers were 304.
 */
import http from 'node:http';
import type { LoadOptions, LoadSample } from './http-load';

export type RevisitSample = LoadSample & { notModified: number };

async function revisit(options: LoadOptions): Promise<RevisitSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const sample: RevisitSample = {
    latenciesMs: [],
    bytes: 0,
    errors: 0,
    seconds: options.durationMs / 1000,
    responseBytes: 0,
    notModified: 0,
  };
  const countFrom = performance.now() + options.warmupMs;
  const end = countFrom + options.durationMs;

  /** One tab: its ETag, revisiting until the end. */
  const tab = async () => {
    let etag: string | undefined;
    while (performance.now() < end) {
      const sent = performance.now();
      const headers = { ...options.headers, ...(etag ? { 'if-none-match': etag } : {}) };
      const answer = await new Promise<{ status: number; size: number; etag?: string }>(
        (resolve) => {
          const req = http.get(options.url, { agent, headers }, (res) => {
            let size = 0;
            res.on('data', (chunk: Buffer) => (size += chunk.length));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, size, etag: res.headers.etag }),
            );
          });
          req.on('error', () => resolve({ status: 0, size: 0 }));
        },
      );
      if (answer.status === 200) etag = answer.etag;
      const done = performance.now();
      if (sent < countFrom || done > end) continue;
      sample.latenciesMs.push(done - sent);
      sample.bytes += answer.size;
      if (answer.status === 304) sample.notModified++;
      else if (answer.status !== 200) sample.errors++;
      else sample.responseBytes = answer.size;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, tab));
  agent.destroy();
  return sample;
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
revisit(options)
  .then((sample) => process.stdout.write(`${JSON.stringify(sample)}\n`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
