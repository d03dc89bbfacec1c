// The server the end-to-end tests run against: a fresh seeded PGlite in .tmp/e2e-data on
// port 3100, so tests never touch ./data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

const dataDir = path.join(ROOT, '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT}`;
process.env.LOG_LEVEL = 'warn';
delete process.env.DATABASE_URL;
delete process.env.GOOGLE_CLIENT_ID;
await import('./start.mjs');
