// The end-to-end suite as `npm test` runs it: every project but the screenshots
// (`npm run screenshots` takes those). Shared by scripts/test.mjs and scripts/e2e-under-load.mjs.
import path from 'node:path';
import { ROOT } from './client-build.mjs';

export const E2E_SUITE_ARGS = [
  path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
  'test',
  '--project',
  'chromium',
  '--project',
  'long-content',
  '--project',
  'languages',
  '--project',
  'grid-performance',
];
