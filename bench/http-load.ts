/**
 * A small closed-loop HTTP load generator (autocannon is not a dependency): `connections`
 * keep-alive connections, each sending the next GET as soon as the previous response has
 * been read in full, for `durationMs` after `warmupMs`. Run as its own process by
 * recipes-list.ts, so the client does not share an event loop with the server it measures.
 *
 *   npx tsx bench/http-load.ts '{"url":"http://127.0.0.1:3000/x","connections":10,...}'
 *
 * prints one JSON LoadSample line; summarize() turns samples (of several rounds) into figures.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export type LoadOptions = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /** Requests sent before this long after the start are not counted. */
  warmupMs: number;
};

/** What one run measured: every counted latency (ms), bytes and non-200 answers. */
export type LoadSample = {
  latenciesMs: number[];
  bytes: number;
  errors: number;
  seconds: number;
  responseBytes: number;
};

export type LoadFigures = {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  bytesPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
};

export async function runLoad(options: LoadOptions): Promise<LoadSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latenciesMs: number[] = [];
  let errors = 0;
  let bytes = 0;
  let responseBytes = 0;
  const measureFrom = performance.now() + options.warmupMs;
  const end = measureFrom + options.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = http.get(options.url, { agent, headers: options.headers }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => {
          const done = performance.now();
          if (sent >= measureFrom && done <= end) {
            latenciesMs.push(done - sent);
            bytes += size;
            if (res.statusCode !== 200) errors++;
          }
          responseBytes = size;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });

  const loop = async () => {
    while (performance.now() < end) await once();
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  return { latenciesMs, bytes, errors, seconds: options.durationMs / 1000, responseBytes };
}

/** Throughput and latency percentiles over all the samples' requests together. */
export function summarize(samples: LoadSample[]): LoadFigures {
  const sorted = samples.flatMap((s) => s.latenciesMs).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const pct = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return {
    requests: sorted.length,
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    requestsPerSecond: sorted.length / seconds,
    bytesPerSecond: samples.reduce((sum, s) => sum + s.bytes, 0) / seconds,
    latencyMs: { p50: pct(0.5), p90: pct(0.9), p99: pct(0.99), max: sorted.at(-1) ?? 0 },
  };
}

// As a script: options from the first argument, the sample as one JSON line.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  runLoad(options)
    .then((sample) => process.stdout.write(`${JSON.stringify(sample)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
