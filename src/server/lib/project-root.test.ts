import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '#server/db/migrate';
import { findProjectRoot, PROJECT_ROOT } from './project-root';

describe('project root', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-project-root-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the nearest folder above with a package.json, however deep the module sits', () => {
    writeFileSync(path.join(dir, 'package.json'), '{}');
    const nested = path.join(dir, 'dist/server/chunks');
    mkdirSync(nested, { recursive: true });
    expect(findProjectRoot(nested)).toBe(dir);
    expect(findProjectRoot(dir)).toBe(dir);
  });

  it("is this app's folder, where the migrations are", () => {
    expect(MIGRATIONS_FOLDER).toBe(path.join(PROJECT_ROOT, 'drizzle'));
    expect(path.join(PROJECT_ROOT, 'src/server/lib/project-root.ts')).toBe(
      path.join(import.meta.dirname, 'project-root.ts'),
    );
  });
});
