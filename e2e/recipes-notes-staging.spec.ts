import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { expectToast, openRecipe, VIEWPORTS } from './support/recipes';
import { USERS } from './support/users';

// Notes are the Okafors'; each viewport uses its own recipe, which no other test opens.
const NOTE_RECIPE = { wide: 'Egusi Soup', narrow: 'Moi Moi' } as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('add a family note, see it with its relative time, delete it', async ({ page }) => {
      await signInAs(page, USERS.okaforMember.email);
      const dialog = await openRecipe(page, NOTE_RECIPE[viewport.name]);
      const notes = dialog.getByRole('region', { name: 'Family Notes' });
      await expect(notes.getByText('No notes yet. Be the first to add a note!')).toBeVisible();

      const box = notes.getByRole('textbox', { name: 'Add a note' });
      await expect(box).toHaveAttribute('rows', '3');
      await box.fill('   ');
      await notes.getByRole('button', { name: 'Add Note' }).click();
      await expectToast(page, 'Empty note', 'Please enter a note before submitting');

      const text = `Soak the seeds overnight (${viewport.name} ${Date.now()})`;
      await box.fill(`  ${text}  `);
      await notes.getByRole('button', { name: 'Add Note' }).click();
      await expectToast(page, 'Note added', 'Your note has been added to the recipe');
      await expect(box).toHaveValue('');
      const note = notes.getByRole('listitem').filter({ hasText: text });
      await expect(note).toContainText(USERS.okaforMember.name);
      await expect(note.locator('time')).toHaveText(/^(less than a minute|1 minute) ago$/);

      // The note is there after a reload too.
      await page.reload();
      const reloaded = page.getByRole('dialog').getByRole('region', { name: 'Family Notes' });
      const saved = reloaded.getByRole('listitem').filter({ hasText: text });
      await expect(saved).toBeVisible();
      await saved.getByRole('button', { name: 'Note options' }).click();
      await page.getByRole('menuitem', { name: 'Delete Note' }).click();
      await expect(saved).toHaveCount(0);
      await expect(reloaded.getByText('No notes yet. Be the first to add a note!')).toBeVisible();
    });

    test('add to meal plan stages the recipe', async ({ page }) => {
      await signInAs(page, 'chinedu@example.com');
      const dialog = await openRecipe(page, 'Party Jollof Rice');
      await dialog.getByRole('button', { name: 'Increase batches' }).click();
      const staged = page.waitForResponse(
        (res) => res.url().endsWith('/api/staged-recipes') && res.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      const response = await staged;
      expect(response.status()).toBe(201);
      expect(await response.json()).toMatchObject({ batchCount: 2, isPlaceholder: false });
      await expectToast(
        page,
        'Added to meal planning area',
        'Party Jollof Rice has been added to your meal planning area',
      );
    });
  });
}
