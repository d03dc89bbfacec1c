import { expect, type Page } from '@playwright/test';

type DemoUser = { id: number; name: string; email: string; description: string };

/** The seeded people, by the email the demo seed gives them. */
export async function findDemoUser(page: Page, email: string): Promise<DemoUser> {
  const res = await page.request.get('/api/auth/demo-users');
  expect(res.ok()).toBe(true);
  const user = ((await res.json()) as DemoUser[]).find((u) => u.email === email);
  if (!user) throw new Error(`No demo user with email ${email}`);
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
