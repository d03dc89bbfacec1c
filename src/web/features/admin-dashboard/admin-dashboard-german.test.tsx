import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import { serveDashboard } from './test-fixtures';

describe('the admin dashboard in German', () => {
  it('shows totals, links and recent changes in German, with German numbers and times', async () => {
    serveDashboard({}, 'de');
    renderApp('/admin');

    // The first screen of a file loads its route and the German catalogue: slow on a busy machine.
    const totals = await screen.findByRole('list', { name: 'Gesamtzahlen' }, { timeout: 15_000 });
    const card = (name: string) => within(totals).getByRole('group', { name });
    expect(await within(card('Kochbücher gesamt')).findByText('4')).toBeInTheDocument();
    expect(await within(card('Benutzer')).findByText('1.234')).toBeInTheDocument();

    const controls = screen.getByRole('list', { name: 'Verwaltungsseiten' });
    expect(within(controls).getByRole('link', { name: 'Kochbücher verwalten' })).toHaveAttribute(
      'href',
      '/admin/cookbooks',
    );
    expect(within(controls).getByRole('link', { name: 'Aus Text' })).toBeInTheDocument();

    const changes = await screen.findByRole('list', { name: 'Letzte Änderungen' });
    const [renamed, created] = [...changes.querySelectorAll<HTMLElement>(':scope > li')];
    expect(within(renamed!).getByText('Familie „The Garcia Clan“ umbenannt')).toBeInTheDocument();
    expect(within(renamed!).getByText('Name: „The Garcias“ → „The Garcia Clan“')).toBeVisible();
    expect(within(renamed!).getByText('vor 5 Minuten')).toBeInTheDocument();
    expect(within(created!).getByText('Kochbuch „Weeknight Dinners“ erstellt')).toBeInTheDocument();
    expect(within(created!).getByText('von Former Admin')).toBeInTheDocument();
    expect(within(created!).getByText('öffentlich: nein')).toBeInTheDocument();
    const ago = within(created!).getByText('vor 3 Tagen');
    // The exact moment on hover, as German writes dates: 17.11.2026, 09:00:00.
    expect(ago).toHaveAttribute(
      'title',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/),
    );
  });
});
