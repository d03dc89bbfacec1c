import { expect, type Page } from '@playwright/test';
import { DEMO_PEOPLE, DEMO_USERS } from '../../src/server/db/seed/demo-data';

type DemoUser = { id: number; name: string; description: string };

/**
 * The seeded people, by the email the demo seed gives them. The picker lists names only, so
 * the email is turned into the seeded name first.
 */
export async function findDemoUser(page: Page, email: string): Promise<DemoUser> {
  const name = DEMO_PEOPLE.find((person) => DEMO_USERS[person.key] === email)?.name;
  if (!name) throw new Error(`No demo person with email ${email}`);
  const res = await page.request.get('/api/auth/demo-users');
  expect(res.ok()).toBe(true);
  const user = ((await res.json()) as DemoUser[]).find((u) => u.name === name);
  if (!user) throw new Error(`No demo user named ${name}`);
  return user;
}

/**
 * Signs in through the API (sets the session cookie in the page's context), then opens `path`.
 * The login page itself is covered by its own test; the others start signed in.
 */
export async function signInAs(page: Page, email: string, path = '/') {
  const user = await findDemoUser(page, email);
  const res = await page.request.post('/api/auth/demo-sign-in', { data: { userId: user.id } });
  expect(res.status()).toBe(204);
  await page.goto(path);
  return user;
}
