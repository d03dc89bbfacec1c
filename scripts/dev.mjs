// `npm run dev`: the API server restarting on change (port 3000) and Vite with hot reload
// (port 5173, proxying /api and /uploads to the server). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn(bin('vite'), [], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
