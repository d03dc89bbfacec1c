import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding this app's package.json, found by walking up from this module. The server
 * runs from two places: its TypeScript under src/server (tsx: `npm run dev`, tests) and the
 * bundle in dist/server (`npm start`), so a path computed as "N folders up from here" would
 * be right in one and wrong in the other. Files the server reads at run time (drizzle/,
 * dist/web) are found from here instead (docs/decisions/019-compiled-server-and-database-tuning.md).
 */
export function findProjectRoot(startDir: string): string {
  for (let dir = startDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(`No package.json in ${startDir} or any folder above it`);
    }
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
