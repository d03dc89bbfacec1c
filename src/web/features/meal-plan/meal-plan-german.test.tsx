import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  WEEK,
  makeMealPlan,
  makePlaceholderMeal,
  plannerRoutes,
} from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';

/** A family whose user chose German (Settings → Language): the planner speaks German. */
function germanPlanner() {
  return installFakeServer(
    plannerRoutes({
      entries: [
        makeMealPlan(),
        makePlaceholderMeal('Pizza night', {
          id: 102,
          date: '2025-03-15T12:00:00',
          mealType: 'Snack',
          plannedServings: 1,
        }),
      ],
      options: { language: 'de' },
    }),
  );
}

describe('the meal planner in German', () => {
  it('shows the week, its days and its meals in German words and date formats', async () => {
    germanPlanner();
    const { router } = renderApp(`/meal-plan?week=${WEEK}`);

    // The week stays Sunday to Saturday; its range is German's own ('9.–15. März 2025').
    expect(await screen.findByRole('heading', { name: '9.–15. März 2025' })).toBeVisible();
    await screen.findByRole('group', { name: 'Frühstück am Sonntag, 9. März' });
    const weekdays = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
    for (const day of weekdays) expect(screen.getByText(day)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Frühstück am / })).toHaveLength(7);
    expect(screen.getAllByRole('group', { name: /^Abendessen am / })).toHaveLength(7);

    const tuesdayDinner = screen.getByRole('group', { name: 'Abendessen am Dienstag, 11. März' });
    expect(tuesdayDinner).toHaveTextContent('Fluffy Buttermilk Pancakes4 Portionen');
    expect(
      within(tuesdayDinner).getByRole('button', { name: 'Fluffy Buttermilk Pancakes verschieben' }),
    ).toBeInTheDocument();
    expect(
      within(tuesdayDinner).getByRole('button', {
        name: 'Mahlzeit hinzufügen: Abendessen am Dienstag, 11. März',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Snack am Samstag, 15. März' })).toHaveTextContent(
      'Platzhalter: Pizza night1 Portion',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(await screen.findByRole('heading', { name: '16.–22. März 2025' })).toBeVisible();
    expect(router.state.location.search).toBe('?week=2025-03-16');
    expect(screen.getByRole('button', { name: 'Diese Woche' })).toBeEnabled();
  });

  it('names the planned meal, its servings and the week to clear in German', async () => {
    germanPlanner();
    renderApp(`/meal-plan?week=${WEEK}`);
    await screen.findByRole('group', { name: 'Frühstück am Sonntag, 9. März' });

    await userEvent.click(screen.getByRole('button', { name: 'Platzhalter: Pizza night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pizza night' });
    expect(dialog).toHaveTextContent('Snack am Samstag, 15. März · 1 Portion geplant');
    expect(within(dialog).getByRole('spinbutton', { name: 'Geplante Portionen' })).toHaveValue(1);
    expect(within(dialog).getByRole('button', { name: 'Mehr Portionen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aus dem Plan entfernen' })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Woche leeren' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Diese Woche leeren?' });
    expect(confirm).toHaveTextContent(
      'Alle Mahlzeiten für 9.–15. März werden aus dem Kalender entfernt.',
    );
  });

  it("shows Today's Plan with German day names and meals", async () => {
    germanPlanner();
    renderApp('/the-plan?day=2025-03-11');
    expect(await screen.findByRole('heading', { name: 'Dienstag, 11. März' })).toBeVisible();
    await screen.findByRole('region', { name: 'Nachtisch' });
    expect(screen.getByText('2025')).toBeInTheDocument();
    for (const meal of ['Frühstück', 'Mittagessen', 'Abendessen', 'Snack', 'Nachtisch']) {
      const section = screen.getByRole('region', { name: meal });
      expect(
        within(section).getByRole('button', { name: `${meal} hinzufügen` }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Abendessen' })).toHaveTextContent(
      'Fluffy Buttermilk Pancakes4 Portionen',
    );
    expect(screen.getByRole('region', { name: 'Mittagessen' })).toHaveTextContent(
      'Nichts geplant.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nächster Tag' }));
    expect(await screen.findByRole('heading', { name: 'Mittwoch, 12. März' })).toBeVisible();
  });
});
