import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLANNING_PICKS_KEY } from '#web/lib/planning-picks';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';
import { jsonBody, makeStaged, plannerRoutes, WEEK } from '#web/test-support/planner-fixtures';

// The staging panel for a user whose saved language is German.

describe('Staging in German', () => {
  it('stages the picks with a German toast and shows the panel in German', async () => {
    window.sessionStorage.setItem(PLANNING_PICKS_KEY, JSON.stringify([1, 2]));
    installFakeServer(
      plannerRoutes({
        options: { language: 'de' },
        staged: [makeStaged()],
        extra: {
          'POST /api/staged-recipes': (init) => ({
            status: 201,
            body: makeStaged({ recipeId: (jsonBody(init) as { recipeId: number }).recipeId }),
          }),
        },
      }),
    );
    renderApp(`/meal-plan?week=${WEEK}`);
    expect(await screen.findByText('Zur Essensplanung hinzugefügt')).toBeInTheDocument();
    expect(
      screen.getByText('2 Rezepte wurden zu deiner Essensplanung hinzugefügt'),
    ).toBeInTheDocument();

    const panel = screen.getByRole('heading', { name: /^Zum Planen/ }).closest('section')!;
    const list = await within(panel).findByRole('list', { name: 'Rezepte zum Planen' });
    const drags = await within(list).findAllByRole('button', {
      name: 'Weeknight Chili in den Kalender ziehen',
    });
    expect(drags[0]).toHaveTextContent('Ziehen');
    expect(
      within(list).getAllByRole('button', { name: 'Weeknight Chili aus der Planung entfernen' })[0],
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Leeren' })).toBeEnabled();
  });
});
