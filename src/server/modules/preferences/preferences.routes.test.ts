import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createFamily, createUser, signInAs } from '#server/test-support/factories';

describe('preference routes', () => {
  const ctx = useTestApp();
  const s = {} as {
    familyA: { id: number };
    familyB: { id: number };
    userId: number;
    cookie: { cookie: string };
  };

  beforeAll(async () => {
    s.familyA = await createFamily(ctx.db);
    s.familyB = await createFamily(ctx.db);
    const user = await createUser(ctx.db);
    await addMember(ctx.db, user.id, s.familyA.id);
    s.userId = user.id;
    s.cookie = await signInAs(ctx.db, user.id);
  });

  const get = () => injectAs(ctx.app, s.cookie).get('/api/user/preferences');
  const patch = (payload: object) =>
    injectAs(ctx.app, s.cookie).patch('/api/user/preferences', payload);

  it('starts with defaults', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preferredFamilyId: null,
      showHiddenRecipes: false,
      language: null,
      measurementSystem: 'asWritten',
    });
  });

  it('keeps the language and the measures, so they follow the user to other devices', async () => {
    const res = await patch({ language: 'de', measurementSystem: 'metric' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'de', measurementSystem: 'metric' });
    const otherDevice = await signInAs(ctx.db, s.userId);
    expect(
      (await injectAs(ctx.app, otherDevice).get('/api/user/preferences')).json(),
    ).toMatchObject({ language: 'de', measurementSystem: 'metric' });
    expect((await patch({ language: null, measurementSystem: 'asWritten' })).json()).toMatchObject({
      language: null,
      measurementSystem: 'asWritten',
    });
  });

  it('refuses a language or a system it does not know, and keeps the stored ones', async () => {
    await patch({ language: 'fr', measurementSystem: 'usCustomary' });
    for (const body of [
      { language: 'nl' },
      { language: 'de-DE' },
      { measurementSystem: 'imperial' },
      { measurementSystem: null },
    ]) {
      expect((await patch(body)).statusCode).toBe(400);
    }
    expect((await get()).json()).toMatchObject({
      language: 'fr',
      measurementSystem: 'usCustomary',
    });
    await patch({ language: null, measurementSystem: 'asWritten' });
  });

  it('updates only the fields sent', async () => {
    expect((await patch({ showHiddenRecipes: true })).statusCode).toBe(200);
    const res = await patch({ preferredFamilyId: s.familyA.id });
    expect(res.json()).toMatchObject({ preferredFamilyId: s.familyA.id, showHiddenRecipes: true });
    expect((await get()).json()).toMatchObject({
      preferredFamilyId: s.familyA.id,
      showHiddenRecipes: true,
    });
  });

  it('refuses a family you are not a member of and keeps the stored value', async () => {
    const res = await patch({ preferredFamilyId: s.familyB.id });
    expect(res.statusCode).toBe(404);
    expect((await get()).json()).toMatchObject({ preferredFamilyId: s.familyA.id });
  });

  it('rejects unknown fields, wrong types and empty bodies', async () => {
    expect((await patch({ showHiddenRecipes: 'yes' })).statusCode).toBe(400);
    expect((await patch({ isSuperAdmin: true })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    expect((await get()).json()).toMatchObject({
      preferredFamilyId: s.familyA.id,
      showHiddenRecipes: true,
    });
  });

  it('needs a session', async () => {
    const res = await injectAs(ctx.app, null).patch('/api/user/preferences', {
      showHiddenRecipes: false,
    });
    expect(res.statusCode).toBe(401);
  });
});
