import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import { FAMILY_ID, serveProfile } from '../test-fixtures';

async function exportSection() {
  const heading = await screen.findByRole('heading', { name: 'Export' });
  return within(heading.closest('section')!);
}

describe('FamilyExportSection (docs/decisions/051-family-export.md)', () => {
  it("links any member to the family's export as a download, and fetches nothing itself", async () => {
    const { calls } = serveProfile({ isFamilyAdmin: false });
    renderApp('/profile');
    const section = await exportSection();
    const link = section.getByRole('link', { name: 'Download Recipes' });
    expect(link).toHaveAttribute('href', `/api/families/${FAMILY_ID}/export`);
    expect(link).toHaveAttribute('download');
    expect(
      section.getByText(/a zip of every recipe you can see here/, { exact: false }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/export'))).toBe(false);
  });

  it('speaks the user’s language', async () => {
    serveProfile({ language: 'de' });
    renderApp('/profile');
    // The German catalogue loads first: slow on a busy machine.
    const link = await screen.findByRole(
      'link',
      { name: 'Rezepte herunterladen' },
      { timeout: 15_000 },
    );
    expect(link).toHaveAttribute('href', `/api/families/${FAMILY_ID}/export`);
  });
});
