import { count } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Database } from '#server/db/client';
import type { PgTable } from 'drizzle-orm/pg-core';
import { users } from '#server/db/schema';
import { TOTAL_COUNT_HEADER } from '#shared/admin/list-query.schemas';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
  grantEditor,
  signInAs,
} from './factories';
import { injectAs } from './inject-as';
import type { useTestApp } from './test-app';

/** Rows no other user, family or cookbook name contains: 'pager', 'quokka', 'walrus'. */
export const PAGERS = 55;
export const pagerName = (n: number) => `Pager ${String(n).padStart(2, '0')}`;
export const pagerEmail = (n: number) => `pager-${String(n).padStart(2, '0')}@list.test`;

/**
 * The data of the admin list tests (server-side search and paging, product rule: admin-lists):
 * - 55 users 'Pager 01'…'Pager 55' (pager-NN@list.test), more than a default page;
 * - 'Quokka One' (default cookbook 'Quokka Book') and 'Quokka Two' with Pager 01,
 *   'Quokka Three' with Pager 02; Pager 05 is in no family;
 * - texts with LIKE's special characters and a decoy each that an unescaped pattern would
 *   match too: users 'Percent 100% Pure' / 'Percent 1000 Pure', 'Under_score Kid' /
 *   'UnderXscore Kid', 'Back\slash Man' / 'Backslash Man'; families 'Fifty% Club' /
 *   'Fifty5 Club'; cookbooks 'Walrus_Book C' / 'WalrusXBook D';
 * - cookbook editor roles: Pager 03 of Walrus Book A, B, C and D, Pager 04 of Walrus Book A;
 * - a super admin 'Root Admin' and a plain member 'Plain Member', signed in.
 */
export function useAdminListWorld(ctx: ReturnType<typeof useTestApp>) {
  const w = {} as Awaited<ReturnType<typeof buildAdminListWorld>>;
  beforeAll(async () => {
    Object.assign(w, await buildAdminListWorld(ctx.db));
  });
  const asAdmin = () => injectAs(ctx.app, w.cookies.admin);

  /** GET as the super admin: a 200 with the rows and the X-Total-Count header. */
  async function list<T>(url: string) {
    const res = await asAdmin().get(url);
    expect(res.statusCode, res.body).toBe(200);
    const header = res.headers[TOTAL_COUNT_HEADER];
    expect(header, `${url} sends ${TOTAL_COUNT_HEADER}`).toMatch(/^\d+$/);
    return { rows: res.json<T[]>(), total: Number(header) };
  }
  return { w, asAdmin, list };
}

async function buildAdminListWorld(db: Database) {
  const admin = await createUser(db, { name: 'Root Admin', superAdmin: true });
  const member = await createUser(db, { name: 'Plain Member' });
  const home = await createFamily(db, 'Home Family');
  await addMember(db, member.id, home.id);

  const pagers = await db
    .insert(users)
    .values(
      Array.from({ length: PAGERS }, (_, i) => ({
        name: pagerName(i + 1),
        email: pagerEmail(i + 1),
      })),
    )
    .returning();
  const pager = (n: number) => pagers[n - 1]!;

  const quokkaOne = await createFamily(db, 'Quokka One');
  const quokkaTwo = await createFamily(db, 'Quokka Two');
  const quokkaThree = await createFamily(db, 'Quokka Three');
  const quokkaBook = await createCookbook(db, {
    name: 'Quokka Book',
    familyId: quokkaOne.id,
    isDefault: true,
  });
  await addMember(db, pager(1).id, quokkaOne.id, true);
  await addMember(db, pager(1).id, quokkaTwo.id);
  await addMember(db, pager(2).id, quokkaThree.id);
  for (let n = 6; n <= PAGERS; n++) await addMember(db, pager(n).id, home.id);

  const named = async (name: string) => createUser(db, { name });
  const special = {
    percent: await named('Percent 100% Pure'),
    percentDecoy: await named('Percent 1000 Pure'),
    underscore: await named('Under_score Kid'),
    underscoreDecoy: await named('UnderXscore Kid'),
    backslash: await named('Back\\slash Man'),
    backslashDecoy: await named('Backslash Man'),
  };
  const fifty = await createFamily(db, 'Fifty% Club');
  const fiftyDecoy = await createFamily(db, 'Fifty5 Club');
  await addMember(db, special.percent.id, fifty.id);
  await addMember(db, special.percentDecoy.id, fiftyDecoy.id);

  const walrus = {
    a: await createCookbook(db, { name: 'Walrus Book A' }),
    b: await createCookbook(db, { name: 'Walrus Book B' }),
    c: await createCookbook(db, { name: 'Walrus_Book C' }),
    d: await createCookbook(db, { name: 'WalrusXBook D' }),
  };
  for (const book of Object.values(walrus)) await grantEditor(db, pager(3).id, book.id);
  await grantEditor(db, pager(4).id, walrus.a.id);

  const cookies = { admin: await signInAs(db, admin.id), member: await signInAs(db, member.id) };
  return {
    admin,
    member,
    pager,
    families: { quokkaOne, quokkaTwo, quokkaThree, fifty, fiftyDecoy },
    quokkaBook,
    special,
    walrus,
    cookies,
  };
}

/** How many rows a table has (the total of a list without a search). */
export async function rowCount(db: Database, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
}
