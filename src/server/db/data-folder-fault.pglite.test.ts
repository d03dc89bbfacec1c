import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { injectFolderFaults, type FolderFaults } from '#server/test-support/folder-faults';
import { injectAs } from '#server/test-support/inject-as';
import { signInAs } from '#server/test-support/factories';
import { buildRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import { testConfig } from '#server/test-support/test-app';
import { pgliteTemplateFile } from '#server/test-support/test-db-names';
import { wrapPglite, type DatabaseHandle } from './client';

/**
 * PGlite on a folder whose disk stops taking writes (product rule: disk-fault): a write PGlite
 * itself tried would fail inside its WebAssembly and leave the next query spinning on the only
 * thread, so the app refuses writes first with 503 and Retry-After, and reads go on. Once the disk
 * takes writes again, so does the app, with nothing half-written.
 */
describe('PGlite when its data folder cannot be written', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'fc-unwritable-'));
  let faults: FolderFaults;
  let handle: DatabaseHandle;
  let app: App;
  let world: RecipeWorld;
  let me: { cookie: string };

  beforeAll(async () => {
    faults = injectFolderFaults(folder);
    const template = new Blob([readFileSync(pgliteTemplateFile())]);
    handle = wrapPglite(await PGlite.create(folder, { loadDataDir: template }));
    world = await buildRecipeWorld(handle.db);
    me = await signInAs(handle.db, world.users.memberA.id);
    app = await buildApp({ config: testConfig(), db: handle.db });
    await app.ready();
  });
  afterAll(async () => {
    faults?.heal();
    await app?.close();
    await handle?.close();
    faults?.uninstall();
    rmSync(folder, { recursive: true, force: true });
  });

  const addNote = (text: string) =>
    injectAs(app, me).post('/api/notes', { recipeId: world.recipes.stewA.id, text });
  const notes = async () => {
    const detail = await injectAs(app, me).get(
      `/api/recipes/${world.recipes.stewA.id}?familyId=${world.familyA.id}`,
    );
    expect(detail.statusCode).toBe(200);
    return detail.json<{ notes: { text: string }[] }>().notes.map((note) => note.text);
  };

  it('refuses writes with 503 before PGlite tries them, serves reads, and writes again once healed', async () => {
    expect((await addNote('Before the disk filled')).statusCode).toBe(201);

    faults.fail('ENOSPC');
    const refused = await addNote('While the disk is full');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ code: 'storage_unavailable' });
    // Only the app's probe met the fault: PGlite never tried a write it could not finish.
    expect(faults.refused.every((file) => file === '.write-probe')).toBe(true);
    expect(faults.refused.length).toBeGreaterThan(0);
    expect(await notes()).toEqual(['Before the disk filled']);
    expect((await injectAs(app, me).get('/api/auth/user')).statusCode).toBe(200);

    faults.heal();
    expect((await addNote('After the disk was freed')).statusCode).toBe(201);
    expect(await notes()).toEqual(['Before the disk filled', 'After the disk was freed']);
  });
});
