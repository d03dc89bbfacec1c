import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test.mjs');

describe('npm test under CI', () => {
  it('fails at once, before any check, when CI=true has no PostgreSQL to test on', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' };
    delete env.TEST_DATABASE_URL;
    const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CI=true needs TEST_DATABASE_URL');
    expect(result.stdout).not.toContain('=== TypeScript ===');
  });
});
