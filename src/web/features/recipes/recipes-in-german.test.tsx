import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';
import { makeNote, makeRecipeDetail, makeRecipeSummary } from '#web/test-support/recipe-fixtures';

// The recipes page and the recipe dialog for a user whose saved language is German.

const pancakes = makeRecipeSummary();
// A school kitchen's batch: the largest number of servings a recipe may have, in German digits.
const schoolChili = makeRecipeSummary({
  id: 2,
  title: 'School Chili',
  servings: 1000,
  category: { id: 12, name: 'Soups' },
});

function serveInGerman() {
  return installFakeServer({
    ...signedInRoutes({ language: 'de', recipes: [pancakes, schoolChili] }),
    'GET /api/recipes/1': {
      body: makeRecipeDetail({ notes: [makeNote()] }),
    },
    'POST /api/favorites': {
      status: 201,
      body: { userId: 1, recipeId: 1, createdAt: '2024-01-01T12:00:00.000Z' },
    },
  });
}

describe('Recipes in German', () => {
  it('shows the grid, its filters and its cards in German, with German numbers', async () => {
    serveInGerman();
    renderApp('/');
    expect(await screen.findByText('2 Rezepte')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Rezepte durchsuchen' });
    expect(search).toHaveAttribute('placeholder', 'Rezepte durchsuchen …');
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeDisabled();

    const card = screen.getByRole('article', { name: 'Fluffy Buttermilk Pancakes' });
    expect(within(card).getByText('25 Min.')).toBeInTheDocument();
    expect(within(card).getByText('4 Portionen')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Zu Favoriten hinzufügen' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Zum Essensplan hinzufügen' }),
    ).toBeInTheDocument();
    const chili = screen.getByRole('article', { name: 'School Chili' });
    expect(within(chili).getByText('1.000 Portionen')).toBeInTheDocument();

    await userEvent.type(search, 'chili');
    expect(await screen.findByText('1 von 2 Rezepten')).toBeInTheDocument();
  });

  it('opens the recipe dialog in German, with the note time and the toasts', async () => {
    serveInGerman();
    renderApp('/');
    await screen.findByText('2 Rezepte');
    const card = screen.getByRole('article', { name: 'Fluffy Buttermilk Pancakes' });
    await userEvent.click(within(card).getByRole('button', { name: 'Fluffy Buttermilk Pancakes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fluffy Buttermilk Pancakes' });

    const ingredients = await within(dialog).findByRole('region', { name: 'Zutaten' });
    // Spoons as a German recipe writes them.
    expect(within(ingredients).getByText('1 1/2 TL')).toBeInTheDocument();
    const directions = within(dialog).getByRole('region', { name: 'Zubereitung' });
    expect(within(directions).getByText('1.')).toBeInTheDocument();
    expect(within(dialog).getByText('4 Portionen')).toBeInTheDocument();
    expect(within(dialog).getByText('25 Min.')).toBeInTheDocument();

    const notes = within(dialog).getByRole('region', { name: 'Familiennotizen' });
    expect(within(notes).getByText('vor 2 Stunden')).toBeInTheDocument();
    expect(within(notes).getByRole('textbox', { name: 'Notiz schreiben' })).toBeInTheDocument();
    expect(within(notes).getByRole('button', { name: 'Notiz hinzufügen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zum Essensplan' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Favorit hinzufügen' }));
    expect(await screen.findByText('Zu Favoriten hinzugefügt')).toBeInTheDocument();
    expect(
      screen.getByText('Fluffy Buttermilk Pancakes ist jetzt in deinen Favoriten'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Favorit entfernen' })).toBeEnabled(),
    );
  });
});
