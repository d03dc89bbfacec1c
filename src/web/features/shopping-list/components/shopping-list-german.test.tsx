import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { polyfillRadixSelect, renderApp } from '#web/test-support/test-utils';
import {
  freezeToday,
  installShoppingServer,
  makeList,
  makeMeal,
  THIS_WEEK,
} from '../test-fixtures';

beforeAll(polyfillRadixSelect);
beforeEach(freezeToday);

describe('the shopping list in German', () => {
  it('shows the weeks, aisles, items and counts in German words and date formats', async () => {
    installShoppingServer(
      { [THIS_WEEK]: { shoppingList: makeList(), plannedMeals: [makeMeal()] } },
      { language: 'de' },
    );
    const user = userEvent.setup();
    renderApp('/shopping-list');

    expect(await screen.findByRole('heading', { name: 'Einkaufsliste', level: 1 })).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Woche' });
    expect(select).toHaveTextContent('8.–14. März (diese Woche)');

    // The aisles in German, sorted by their German names.
    const cards = await screen.findAllByRole('region', {
      name: /^(Fleisch & Fisch|Gewürze|Milchprodukte & Eier|Obst & Gemüse)$/,
    });
    const titleOf = (card: HTMLElement) =>
      document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(cards.map(titleOf)).toEqual([
      'Fleisch & Fisch',
      'Gewürze',
      'Milchprodukte & Eier',
      'Obst & Gemüse',
    ]);
    expect(screen.getByText('4 Artikel insgesamt • 0 abgehakt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Häkchen entfernen' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Nach Kategorie' })).toBeInTheDocument();

    // The chip: German weekday, the first letter of 'Abendessen', the servings in German.
    const meals = screen.getByRole('region', { name: 'Geplante Mahlzeiten dieser Woche' });
    const chip = within(meals).getByRole('button');
    expect(chip).toHaveTextContent('MoAParty Jollof Rice');
    expect(chip).toHaveAccessibleName('Montag, Abendessen: Party Jollof Rice, 6 Portionen');

    await user.click(select);
    expect(screen.getByRole('option', { name: '15.–21. März' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '5.–11. Apr.' })).toBeInTheDocument();
  });

  it('generates the list and says so in German', async () => {
    installShoppingServer(
      { [THIS_WEEK]: { plannedMeals: [makeMeal()], currentMealPlanHash: '31' } },
      { language: 'de' },
    );
    renderApp('/shopping-list');
    expect(await screen.findByText('Keine Einkaufsliste')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Liste erstellen' }));
    expect(await screen.findByText('Einkaufsliste erstellt')).toBeInTheDocument();
    expect(screen.getByText('Deine Einkaufsliste für 8.–14. März ist fertig.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Liste neu erstellen' })).toBeInTheDocument();
  });
});
