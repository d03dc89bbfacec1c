// The server the end-to-end tests run against: a fresh seeded PGlite in .tmp/e2e-data-{port}
// on port E2E_PORT (3100), so tests never touch ./data and two runs on two ports can coexist.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

process.env.PORT = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(ROOT, `.tmp/e2e-data-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PUBLIC_URL = `http://localhost:${process.env.PORT}`;
process.env.LOG_LEVEL = 'warn';
// Every test signs in from 127.0.0.1; the per-address sign-in limit is not what they test.
process.env.SIGN_IN_LIMIT = '10000';
// Specs sign in people they add through the admin API (support/admin-setup.ts), whom the demo
// sign-in otherwise refuses: only the seeded demo people are for anyone to pick.
process.env.DEMO_SIGN_IN_ANY_USER = 'true';
// e2e/import.spec.ts serves its recipe pages on 127.0.0.1, port E2E_PORT + 90.
process.env.IMPORT_ALLOW_PRIVATE_HOSTS = 'true';
process.env.IMPORT_ALLOWED_PORTS = String(Number(process.env.PORT) + 90);
// No load shedding (as in the route tests): on a loaded CI machine one event-loop stall of
// 1 s made the server answer 503 to a page's session check, and the page never showed (CI
// traces: GET /api/auth/user 503, Retry-After 10). The suite tests features, not shedding
// (src/server/plugins/server-limits.test.ts does).
process.env.MAX_LOOP_DELAY_MS = '0';
delete process.env.DATABASE_URL;
delete process.env.GOOGLE_CLIENT_ID;
await import('./start.mjs');
