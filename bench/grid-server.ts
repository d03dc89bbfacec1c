import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The app as the end-to-end tests run it (scripts/e2e-server.mjs: the built client and server,
 * rebuilt when their sources changed, a fresh demo-seeded PGlite in .tmp/e2e-data-{port}, the
 * demo sign-in) on `port`, for bench/grid-scroll.ts. `stop` ends it and waits for its exit.
 */
export async function startE2eServer(port: number) {
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://localhost:${port}`;
  const healthy = () =>
    fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
  // A build of stale sources comes first, then the seed: allow a few minutes on a busy machine.
  for (const deadline = Date.now() + 300_000; !(await healthy());) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the app on port ${port} did not come up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
