import { expect, type Browser, type Page } from '@playwright/test';
import { createFamilyWithAdmin, signInById, uniqueName } from './admin-setup';

/**
 * Two members of a family of their own (admin API), each signed in on a device of their own
 * (a browser context): the pantry journeys touch no other spec's family.
 */
export async function twoMembers(browser: Browser, label: string) {
  const admin = await (await browser.newContext()).newPage();
  const own = await createFamilyWithAdmin(admin, label);
  const partnerName = uniqueName(`${label} Partner`);
  const partner = await admin.request.post('/api/admin/users', {
    data: {
      name: partnerName,
      email: `${partnerName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      familyId: own.familyId,
      isAdmin: false,
    },
  });
  expect(partner.status(), await partner.text()).toBe(201);
  const partnerId = ((await partner.json()) as { id: number }).id;
  await admin.context().close();

  const device = async (userId: number): Promise<Page> => {
    const page = await (await browser.newContext()).newPage();
    await signInById(page, userId);
    return page;
  };
  return {
    familyId: own.familyId,
    parent: await device(own.userId),
    partner: await device(partnerId),
  };
}

/** Adds a line through the page's box and waits for the toast that says it went in. */
export async function addLine(page: Page, line: string, toast: string | RegExp) {
  const box = page.getByRole('textbox', { name: 'Add to the pantry' });
  await box.fill(line);
  await box.press('Enter');
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(box).toHaveValue('');
}

export const pantryItem = (page: Page, name: string) =>
  page.getByTestId('pantry-item').filter({ has: page.getByText(name, { exact: true }) });
