import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createUser, signInAs } from '#server/test-support/factories';
import {
  useRecipeWorld,
  createNote,
  setPreferredFamily,
} from '#server/test-support/recipe-factories';
import { notes, userFamilies } from '#server/db/schema';
import { NOTE_MAX_LENGTH } from '#shared/notes/notes.schemas';

describe('note routes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const post = (payload: object, who?: Who) => injectAs(ctx.app, who).post('/api/notes', payload);
  const del = (id: number, who?: Who) => injectAs(ctx.app, who).delete(`/api/notes/${id}`);
  const notesOf = async (userId: number) =>
    ctx.db
      .select({ familyId: notes.familyId, recipeId: notes.recipeId, text: notes.text })
      .from(notes)
      .where(eq(notes.userId, userId));
  const newUser = async (...familyIds: number[]) => {
    const user = await createUser(ctx.db, { name: 'Noter' });
    for (const id of familyIds) await addMember(ctx.db, user.id, id);
    return { user, cookie: await signInAs(ctx.db, user.id) };
  };

  describe('POST /api/notes', () => {
    it('needs a session', async () => {
      expect((await post({ recipeId: w.recipes.stewA.id, text: 'Hi' })).statusCode).toBe(401);
    });

    it("adds a trimmed note to the user's family and answers it with its author", async () => {
      const me = await newUser(w.familyA.id);
      const res = await post(
        { recipeId: w.recipes.stewA.id, text: '  Great with bread!  ' },
        me.cookie,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        recipeId: w.recipes.stewA.id,
        familyId: w.familyA.id,
        text: 'Great with bread!',
        createdAt: expect.any(String),
        user: { id: me.user.id, name: 'Noter', picture: null },
      });
      const detail = await injectAs(ctx.app, w.cookies.memberA).get(
        `/api/recipes/${w.recipes.stewA.id}?familyId=${w.familyA.id}`,
      );
      expect(detail.json<{ notes: { text: string }[] }>().notes.map((n) => n.text)).toContain(
        'Great with bread!',
      );
    });

    it("refuses an empty note with the spec's message, and stores nothing", async () => {
      const me = await newUser(w.familyA.id);
      for (const text of ['', '   ', '\n\t ']) {
        const res = await post({ recipeId: w.recipes.stewA.id, text }, me.cookie);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: 'Please enter a note before submitting' });
      }
      expect(await notesOf(me.user.id)).toEqual([]);
    });

    it('refuses notes that are too long or malformed', async () => {
      const me = await newUser(w.familyA.id);
      const recipeId = w.recipes.stewA.id;
      expect(
        (await post({ recipeId, text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, me.cookie)).statusCode,
      ).toBe(400);
      expect(
        (await post({ recipeId, text: ` ${'x'.repeat(NOTE_MAX_LENGTH)} ` }, me.cookie)).statusCode,
      ).toBe(201);
      expect((await post({ recipeId }, me.cookie)).statusCode).toBe(400);
      expect(
        (await post({ recipeId, text: 'Hi', userId: w.users.memberA.id }, me.cookie)).statusCode,
      ).toBe(400);
      expect(await notesOf(w.users.memberA.id)).toEqual([]);
    });

    it('uses the family named in the body when the user is a member of it', async () => {
      const me = await newUser(w.familyA.id, w.familyB.id);
      const pie = w.recipes.publicPie.id;
      const res = await post({ recipeId: pie, text: 'For B', familyId: w.familyB.id }, me.cookie);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ familyId: w.familyB.id });
    });

    it('refuses a family the user is not in (404) and stores nothing', async () => {
      const pie = w.recipes.publicPie.id;
      const res = await post(
        { recipeId: pie, text: 'Sneaky', familyId: w.familyA.id },
        w.cookies.memberB,
      );
      expect(res.statusCode).toBe(404);
      expect(await notesOf(w.users.memberB.id)).toEqual([]);
    });

    it('without a family goes to the preferred family, else the first one by name', async () => {
      const me = await newUser(w.familyA.id, w.familyB.id);
      const pie = w.recipes.publicPie.id;
      expect((await post({ recipeId: pie, text: 'one' }, me.cookie)).json()).toMatchObject({
        familyId: w.familyA.id,
      });
      await setPreferredFamily(ctx.db, me.user.id, w.familyB.id);
      expect((await post({ recipeId: pie, text: 'two' }, me.cookie)).json()).toMatchObject({
        familyId: w.familyB.id,
      });
    });

    it('ignores a preferred family the user has left', async () => {
      const me = await newUser(w.familyB.id);
      await setPreferredFamily(ctx.db, me.user.id, w.familyA.id);
      const res = await post({ recipeId: w.recipes.publicPie.id, text: 'Hi' }, me.cookie);
      expect(res.json()).toMatchObject({ familyId: w.familyB.id });
    });

    it('refuses a user without a family', async () => {
      const res = await post({ recipeId: w.recipes.publicPie.id, text: 'Hi' }, w.cookies.outsider);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'No family selected' });
    });

    it("refuses a recipe the note's family cannot see", async () => {
      const res = await post({ recipeId: w.recipes.stewA.id, text: 'Hi' }, w.cookies.memberB);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Recipe not found' });
      const lonely = await post(
        { recipeId: w.recipes.lonelySauce.id, text: 'Hi' },
        w.cookies.lonelyEditor,
      );
      expect(lonely.statusCode).toBe(404);
      expect(await notesOf(w.users.memberB.id)).toEqual([]);
      expect(await notesOf(w.users.lonelyEditor.id)).toEqual([]);
    });
  });

  describe('DELETE /api/notes/:id', () => {
    const noteBy = (userId: number) =>
      createNote(ctx.db, { recipeId: w.recipes.stewA.id, familyId: w.familyA.id, userId });

    it('lets the author delete their note', async () => {
      const note = await noteBy(w.users.memberA.id);
      expect((await del(note.id, w.cookies.memberA)).statusCode).toBe(204);
      expect((await ctx.db.select().from(notes).where(eq(notes.id, note.id))).length).toBe(0);
      expect((await del(note.id, w.cookies.memberA)).statusCode).toBe(404);
    });

    it("answers 404 to an author who has left the note's family, and keeps the note", async () => {
      const me = await newUser(w.familyA.id, w.familyB.id);
      const note = await noteBy(me.user.id);
      await ctx.db
        .delete(userFamilies)
        .where(and(eq(userFamilies.userId, me.user.id), eq(userFamilies.familyId, w.familyA.id)));
      const res = await del(note.id, me.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Note not found' });
      expect((await ctx.db.select().from(notes).where(eq(notes.id, note.id))).length).toBe(1);
      // Back in the family, it is theirs to delete again.
      await addMember(ctx.db, me.user.id, w.familyA.id);
      expect((await del(note.id, me.cookie)).statusCode).toBe(204);
    });

    it('answers 404 to everyone else, family admins and super admins included', async () => {
      const note = await noteBy(w.users.memberA.id);
      expect((await del(note.id)).statusCode).toBe(401);
      for (const who of ['adminA', 'superAdmin', 'memberB', 'editorA'] as const) {
        const res = await del(note.id, w.cookies[who]);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Note not found' });
      }
      expect((await ctx.db.select().from(notes).where(eq(notes.id, note.id))).length).toBe(1);
    });
  });
});
