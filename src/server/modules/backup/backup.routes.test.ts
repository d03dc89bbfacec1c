import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { createUser, signInAs } from '#server/test-support/factories';
import { storageIn, tempDir } from '#server/test-support/backup-testing';
import { testConfig } from '#server/test-support/test-app';
import { createTestDatabase } from '#server/test-support/test-db';
import { MANIFEST_PATH } from './backup-manifest';
import { verifyBackup } from './backup-read';
import { BACKUP_TOKEN_HEADER } from './local-access';

/** GET /api/admin/backup: super admins, or `npm run backup` with the local token (decision 052). */
describe('GET /api/admin/backup', () => {
  const dataDir = tempDir();
  const token = 'local-token-of-this-server-0123456789';
  const ctx = {} as { app: App; handle: DatabaseHandle; admin: string; member: string };

  beforeAll(async () => {
    ctx.handle = await createTestDatabase();
    ctx.app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      db: ctx.handle.db,
      backupToken: token,
    });
    await ctx.app.ready();
    const admin = await createUser(ctx.handle.db, { superAdmin: true });
    const member = await createUser(ctx.handle.db);
    ctx.admin = (await signInAs(ctx.handle.db, admin.id)).cookie;
    ctx.member = (await signInAs(ctx.handle.db, member.id)).cookie;
    await storageIn(dataDir).save('recipes/one.webp', Buffer.from('image bytes'), 'image/webp');
  });

  afterAll(async () => {
    await ctx.app?.close();
    await ctx.handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/backup', headers });

  async function checkedManifest(body: Buffer) {
    const file = path.join(dataDir, 'download.zip');
    writeFileSync(file, body);
    return verifyBackup(file);
  }

  it('gives a super admin the whole server as a zip with a manifest', async () => {
    const res = await get({ cookie: ctx.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="backup-\d{4}-\d{2}-\d{2}-\d{4}\.zip"$/,
    );
    expect(res.rawPayload.includes(Buffer.from(MANIFEST_PATH))).toBe(true);
    const manifest = await checkedManifest(res.rawPayload);
    expect(manifest.tables.users?.rows).toBe(2);
    expect(Object.keys(manifest.images)).toEqual(['recipes/one.webp']);
  });

  it('refuses everyone else: 403 signed in, 401 anonymous', async () => {
    expect((await get({ cookie: ctx.member })).statusCode).toBe(403);
    expect((await get({})).statusCode).toBe(401);
  });

  it('accepts the local token instead of a session, and refuses a wrong one', async () => {
    const res = await get({ [BACKUP_TOKEN_HEADER]: token });
    expect(res.statusCode).toBe(200);
    expect((await checkedManifest(res.rawPayload)).database).toBe(ctx.handle.kind);
    expect((await get({ [BACKUP_TOKEN_HEADER]: `${token}x` })).statusCode).toBe(401);
    expect((await get({ [BACKUP_TOKEN_HEADER]: '' })).statusCode).toBe(401);
    // A wrong token beside a member's session is still only the member.
    expect((await get({ cookie: ctx.member, [BACKUP_TOKEN_HEADER]: 'nope' })).statusCode).toBe(403);
  });

  it('accepts the token only from this machine', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { [BACKUP_TOKEN_HEADER]: token },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(401);
  });
});
