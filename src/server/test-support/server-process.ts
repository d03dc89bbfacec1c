import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
};

/**
 * Runs src/server/server.ts as `npm start` would (without the client build) in its own
 * process, on PGlite in `dataDir` with demo data; `env` adds or replaces settings (a
 * DATABASE_URL for PostgreSQL).
 */
export function startServerProcess(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): ServerProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      // No load shedding: these tests are about other things, and a loaded CI machine's
      // event loop can lag past its 1 s and answer 503 (seen in the outage test).
      MAX_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, port, baseUrl, output: () => output, exited };
}

/** Resolves when the server logs that it is ready; rejects if it exits first. */
export function serverReady(server: ServerProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().includes('Family Cookbook is ready')) {
        server.child.stdout?.off('data', check);
        resolve();
      }
    };
    server.child.stdout?.on('data', check);
    check();
    void server.exited.then((code) =>
      reject(new Error(`server exited (${code}) before it was ready:\n${server.output()}`)),
    );
  });
}
