/**
 * Helpers of bench/server-memory.ts: start the real server as a child process (built or
 * through tsx), read its memory from /proc, and watch the processes it starts (PGlite's
 * one-off initdb child) so their peaks count too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Node arguments and the environment settings (NAME=value) the process starts with. */
export type Variant = { label: string; args: string[]; env: Record<string, string> };

const isEnvSetting = (word: string) => /^[A-Z][A-Z0-9_]*=/.test(word);
const envOf = (words: string[]) =>
  Object.fromEntries(
    words
      .filter(isEnvSetting)
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );

/** package.json's `start` script (`NAME=value … node --flag … scripts/start.mjs`), split. */
function startScript(root: string) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  return { env: envOf(words), nodeFlags: words.filter((word) => word.startsWith('--')) };
}

/**
 * What `npm start` runs after its build step, and what it ran before (tsx at run time).
 * BENCH_FLAG_VARIANTS ('|'-separated, each Node flags and NAME=value settings) replaces the
 * tsx variant with built ones started with those on top, to compare settings in one run.
 */
export function variants(root: string): Variant[] {
  const start = startScript(root);
  const built = (extra: string[]): Variant => ({
    label: extra.length ? extra.join(' ') : 'built JS',
    args: [
      ...start.nodeFlags,
      ...extra.filter((word) => !isEnvSetting(word)),
      'scripts/serve-built.mjs',
    ],
    env: { ...start.env, ...envOf(extra) },
  });
  const tried = (process.env.BENCH_FLAG_VARIANTS ?? '').split('|').filter(Boolean);
  if (tried.length) return [built([]), ...tried.map((words) => built(words.split(' ')))];
  return [
    built([]),
    { label: 'tsx (before)', args: ['--import', 'tsx', 'src/server/server.ts'], env: {} },
  ];
}

export type RunningServer = {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  output: () => string;
  /** The highest VmHWM seen among the processes the server started (0 if none). */
  descendantPeakMb: () => number;
  stop: () => Promise<void>;
};

export function startServer(
  root: string,
  variant: Variant,
  env: Record<string, string>,
  port: number,
): RunningServer {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, variant.args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      ...variant.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const pid = child.pid!;
  // HWM only grows, so sampling a short-lived child often enough catches its peak.
  let descendantPeak = 0;
  let watching = true;
  void (async () => {
    while (watching) {
      for (const kid of descendants(pid)) {
        descendantPeak = Math.max(descendantPeak, readMemoryMb(kid)?.peakMb ?? 0);
      }
      await delay(20);
    }
  })();
  return {
    child,
    pid,
    baseUrl,
    output: () => output,
    descendantPeakMb: () => descendantPeak,
    stop: async () => {
      watching = false;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function descendants(pid: number): number[] {
  const kids: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const kid of list ? list.split(' ').map(Number) : [])
        kids.push(kid, ...descendants(kid));
    }
  } catch {
    // the process exited between the listing and the read
  }
  return kids;
}

/** VmRSS (resident now) and VmHWM (the peak so far) in MB, or null once the process is gone. */
export function readMemoryMb(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Resolves when the output contains `text`; rejects if the server exits first. */
export async function waitForOutput(server: RunningServer, text: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" in time:\n${server.output()}`);
    await delay(20);
  }
}

/** Milliseconds from `startedAt` until GET /api/health first answers 200. */
export async function msToFirstHealthyAnswer(server: RunningServer, startedAt: number) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(`${server.baseUrl}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return performance.now() - startedAt;
    await delay(10);
  }
}
