/** Small tools of bench/recipes-list.ts: load in a child process, timers, byte counts. */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { PROJECT_ROOT } from '#server/lib/project-root';
import type { LoadOptions, LoadSample } from './http-load';
import { variants, type Variant } from './server-memory-process';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The load generator runs in its own process so it does not compete with the server:
 * http-load.ts (the same request again and again) or recipes-list-load.ts (browsers
 * revalidating their copy with If-None-Match).
 */
export function loadInChild<Sample extends LoadSample = LoadSample>(
  url: string,
  headers: Record<string, string>,
  { connections, seconds }: { connections: number; seconds: number },
  script: 'http-load.ts' | 'recipes-list-load.ts' = 'http-load.ts',
): Promise<Sample> {
  const options: LoadOptions = {
    url,
    headers,
    connections,
    durationMs: seconds * 1000,
    warmupMs: 1000,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, script), JSON.stringify(options)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Sample);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

/**
 * Runs `task` every `ms` (never two at once) until stopped; stop() resolves with how many
 * ran, or rejects with the first failure.
 */
export function repeatEvery(ms: number, task: () => Promise<unknown>) {
  let runs = 0;
  let failure: Error | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task).then(
      () => runs++,
      (error: unknown) => (failure ??= error instanceof Error ? error : new Error(String(error))),
    );
  }, ms);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      if (failure) throw failure;
      return runs;
    },
  };
}

/** 'min / median / max' of the values. */
export function spread(values: number[], digits: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return [sorted[0]!, median, sorted.at(-1)!].map((v) => v.toFixed(digits)).join(' / ');
}

/**
 * What a favourite click moves on the wire, headers included: the POST /api/favorites the
 * recipes page sends, on a socket of its own so its byte counters hold this request only.
 */
export function heartClickBytes(
  appUrl: string,
  recipeId: number,
  headers: Record<string, string>,
): Promise<{ status: number; requestBytes: number; responseBytes: number }> {
  const body = JSON.stringify({ recipeId });
  const agent = new http.Agent({ keepAlive: false, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const req = http.request(`${appUrl}/api/favorites`, {
      method: 'POST',
      agent,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': body.length },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        const socket = req.socket!;
        resolve({
          status: res.statusCode ?? 0,
          requestBytes: socket.bytesWritten,
          responseBytes: socket.bytesRead,
        });
        agent.destroy();
      });
    });
    req.end(body);
  });
}

/** The body of a GET as sent (not decompressed, unlike fetch's), and its status. */
export function rawBody(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

export async function bodyBytes(url: string, headers: Record<string, string>) {
  const { status, body } = await rawBody(url, headers);
  return { status, bytes: body.length };
}

/** Starts bench/recipes-list-reference.ts on `bodyFile`: its URL, and how to stop it. */
export function startReference(bodyFile: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'recipes-list-reference.ts'), bodyFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the reference server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The server bundles a bench starts: `npm start`'s Node flags and settings, each with its own
 * entry file. BENCH_SERVER_ENTRIES='label=path,…' (e.g. a saved copy of an earlier build, for
 * before and after in one run); default: the build in dist/server.
 */
export function serverEntries(): Variant[] {
  const start = variants(PROJECT_ROOT)[0]!;
  const nodeFlags = start.args.filter((arg) => arg.startsWith('--'));
  const listed = (process.env.BENCH_SERVER_ENTRIES ?? 'built=dist/server/server.js').split(',');
  return listed.map((item) => {
    const [label, file] = item.split('=') as [string, string];
    const entry = path.resolve(PROJECT_ROOT, file);
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
    return { label, args: [...nodeFlags, '--enable-source-maps', entry], env: start.env };
  });
}
