import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEAL_TIMES } from '#shared/calendar/calendar.schemas';
import { renderApp } from '#web/test-support/test-utils';
import { cookbooks, FAMILY_ID, makeCookbook, serveProfile } from './test-fixtures';

describe('the profile page in German', () => {
  it('speaks German, with German numbers and dates', async () => {
    serveProfile({
      language: 'de',
      extra: {
        'GET /api/cookbooks': {
          body: [...cookbooks, makeCookbook({ id: 6, name: 'Big Book', recipeCount: 1234 })],
        },
        [`GET /api/families/${FAMILY_ID}/calendar-feed`]: {
          body: {
            feed: {
              timeZone: 'Europe/Berlin',
              mealTimes: DEFAULT_MEAL_TIMES,
              createdAt: '2026-11-20T12:00:00.000Z',
            },
          },
        },
      },
    });
    renderApp('/profile');

    // The first screen of a file loads its route and the German catalogue: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Meine Familie' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Dein Konto')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(
      screen.getByText('Name und E-Mail verwaltest du in deinem Google-Konto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Name ändern' })).toBeInTheDocument();
    const members = await screen.findByRole('list', { name: 'Familienmitglieder' });
    expect(within(members).getByText('(du)')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Ausgeblendete Rezepte zeigen' }),
    ).toBeInTheDocument();

    // My Cookbooks: a German plural and a German thousands separator.
    const list = await screen.findByRole('list', { name: 'Meine Kochbücher' });
    expect(within(list).getByText('1 Rezept')).toBeInTheDocument();
    expect(within(list).getByText('1.234 Rezepte')).toBeInTheDocument();
    expect(within(list).getAllByText('Aktiv')).toHaveLength(2);
    expect(screen.getByText('2 von 4 aktiv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kochbücher speichern' })).toBeDisabled();

    // Calendar: a German date and the meal types in German.
    expect(
      await screen.findByText(/^Deine Adresse ist aktiv \(erstellt am 20\.11\.2026\)/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Zeitzone')).toHaveValue('Europe/Berlin');
    expect(screen.getByLabelText('Abendessen')).toHaveValue('18:00');
    expect(screen.getByRole('checkbox', { name: 'Frühstück ganztägig' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Ausschalten' })).toBeInTheDocument();
  });
});
