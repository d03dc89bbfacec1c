/**
 * Bulk data for the admin lists benchmark (product rule: admin-lists-budget): `users` people in
 * `families` families of `membersPerFamily` (the first member of each is its family admin), each
 * family with two linked cookbooks (its default one and another), the first member of each family
 * the cookbook editor of its default cookbook, and a handful of super admins. Names repeat the
 * way real ones do (a few dozen first names and surnames), so the order by name has ties.
 */
import type { Database } from '#server/db/client';
import {
  cookbooks,
  families,
  familyCookbooks,
  roles,
  userFamilies,
  users,
} from '#server/db/schema';

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sophia',
  'Elijah',
  'Mia',
  'Lucas',
  'Isabella',
  'Mateo',
  'Ava',
  'Levi',
  'Zoë',
  'Ángel',
  'Chloé',
  'Søren',
  'Priya',
  'Kenji',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  "O'Brien",
];
const CHUNK = 1000;

export type AdminListsSeed = {
  superAdminId: number;
  users: number;
  families: number;
  memberships: number;
  cookbooks: number;
  roles: number;
  /** An email fragment only one user has, for the narrow search. */
  oneEmail: string;
};

/** Inserts `values` in chunks and answers the ids, in order. */
async function insertIds<T>(
  values: T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += CHUNK) {
    ids.push(...(await insert(values.slice(i, i + CHUNK))).map((r) => r.id));
  }
  return ids;
}

async function insertAll<T>(values: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < values.length; i += CHUNK) await insert(values.slice(i, i + CHUNK));
}

export async function seedAdminLists(
  db: Database,
  options: { users: number; families: number; membersPerFamily: number },
): Promise<AdminListsSeed> {
  const people = Array.from({ length: options.users }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    // Every third person has signed in (an OpenID identity), the others were added by email.
    const signedIn = i % 3 === 0;
    return {
      name: `${first} ${last}`,
      email: `${handle}.${i}@example.test`,
      oidcIssuer: signedIn ? 'https://accounts.google.com' : null,
      oidcSub: signedIn ? `sub-${i}` : null,
    };
  });
  const userIds = await insertIds(people, (chunk) =>
    db.insert(users).values(chunk).returning({ id: users.id }),
  );
  const [superAdmin] = await db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'bench-admin@example.test' })
    .returning({ id: users.id });

  const familyNames = Array.from(
    { length: options.families },
    (_, f) => `${LAST[f % LAST.length]} Family ${Math.floor(f / LAST.length) + 1}`,
  );
  const familyIds = await insertIds(
    familyNames.map((name) => ({ name })),
    (chunk) => db.insert(families).values(chunk).returning({ id: families.id }),
  );

  const memberships = familyIds.flatMap((familyId, f) =>
    Array.from({ length: options.membersPerFamily }, (_, m) => ({
      userId: userIds[(f * options.membersPerFamily + m) % userIds.length]!,
      familyId,
      isAdmin: m === 0,
    })),
  );
  await insertAll(memberships, (chunk) => db.insert(userFamilies).values(chunk));

  const bookIds = await insertIds(
    familyNames.flatMap((name, f) => [
      { name: `${name} Cookbook`, isPublic: false },
      { name: `${name} Weeknights`, isPublic: f % 10 === 0 },
    ]),
    (chunk) => db.insert(cookbooks).values(chunk).returning({ id: cookbooks.id }),
  );
  await insertAll(
    familyIds.flatMap((familyId, f) => [
      { familyId, cookbookId: bookIds[2 * f]!, isDefault: true },
      { familyId, cookbookId: bookIds[2 * f + 1]!, isDefault: false },
    ]),
    (chunk) => db.insert(familyCookbooks).values(chunk),
  );

  const roleRows = [
    ...familyIds.map((_, f) => ({
      userId: userIds[(f * options.membersPerFamily) % userIds.length]!,
      role: 'cookbook_editor' as const,
      cookbookId: bookIds[2 * f]!,
    })),
    ...[superAdmin!.id, ...userIds.slice(0, 9)].map((userId) => ({
      userId,
      role: 'super_admin' as const,
      cookbookId: null,
    })),
  ];
  await insertAll(roleRows, (chunk) => db.insert(roles).values(chunk));

  return {
    superAdminId: superAdmin!.id,
    users: userIds.length + 1,
    families: familyIds.length,
    memberships: memberships.length,
    cookbooks: bookIds.length,
    roles: roleRows.length,
    oneEmail: people[Math.floor(people.length / 2)]!.email.split('@')[0]!,
  };
}
