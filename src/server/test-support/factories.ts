import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client';
import {
  categories,
  cookbooks,
  families,
  familyCookbooks,
  roles,
  sessions,
  userFamilies,
  users,
} from '#server/db/schema';
import { hashSessionToken, SESSION_COOKIE } from '#server/modules/auth/sessions';

const unique = () => randomBytes(4).toString('hex');

export async function createUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { superAdmin?: boolean } = {},
) {
  const { superAdmin, ...rest } = values;
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({ email: `user-${id}@example.test`, name: `User ${id}`, ...rest })
    .returning();
  if (superAdmin) await db.insert(roles).values({ userId: user!.id, role: 'super_admin' });
  return user!;
}

export async function createFamily(db: Database, name = `Family ${unique()}`) {
  const [family] = await db.insert(families).values({ name }).returning();
  return family!;
}

export async function addMember(db: Database, userId: number, familyId: number, isAdmin = false) {
  const [m] = await db.insert(userFamilies).values({ userId, familyId, isAdmin }).returning();
  return m!;
}

export async function createCookbook(
  db: Database,
  values: Partial<typeof cookbooks.$inferInsert> & { familyId?: number; isDefault?: boolean } = {},
) {
  const { familyId, isDefault, ...rest } = values;
  const [cookbook] = await db
    .insert(cookbooks)
    .values({ name: `Cookbook ${unique()}`, ...rest })
    .returning();
  if (familyId) {
    await db
      .insert(familyCookbooks)
      .values({ familyId, cookbookId: cookbook!.id, isDefault: isDefault ?? false });
  }
  return cookbook!;
}

export async function createCategory(
  db: Database,
  cookbookId: number,
  name = `Category ${unique()}`,
) {
  const [c] = await db.insert(categories).values({ cookbookId, name }).returning();
  return c!;
}

export async function grantEditor(db: Database, userId: number, cookbookId: number | null) {
  await db.insert(roles).values({ userId, role: 'cookbook_editor', cookbookId });
}

/** A signed-in session for `userId`; returns the Cookie header to send with app.inject. */
export async function signInAs(db: Database, userId: number) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return { cookie: `${SESSION_COOKIE}=${token}` };
}
