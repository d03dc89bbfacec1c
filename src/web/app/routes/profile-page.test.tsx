import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, serveProfile } from '#web/features/profile/test-fixtures';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  testUser,
} from '#web/test-support/test-utils';

const PREFERENCES = '/api/user/preferences';

describe('ProfilePage (/profile)', () => {
  it('shows name and email read-only, with the Google note', async () => {
    serveProfile();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    expect(name).toHaveValue(testUser.name);
    expect(email).toHaveValue(testUser.email);
    expect(name).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('readonly');
    expect(
      screen.getByText('Your name and email are managed through your Google account.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Luis Garcia')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'My cookbooks' })).toBeInTheDocument();
  });

  it('switches Show Hidden Recipes with PATCH /api/user/preferences and a toast', async () => {
    let showHiddenRecipes = false;
    const { calls } = serveProfile({
      extra: {
        [`GET ${PREFERENCES}`]: () => ({ body: { preferredFamilyId: null, showHiddenRecipes } }),
        [`PATCH ${PREFERENCES}`]: (init) => {
          showHiddenRecipes = (JSON.parse(init.body as string) as { showHiddenRecipes: boolean })
            .showHiddenRecipes;
          return { body: { preferredFamilyId: null, showHiddenRecipes } };
        },
      },
    });
    renderApp('/profile');
    const toggle = await screen.findByRole('switch', { name: 'Show Hidden Recipes' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Preferences updated')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(sentBodies(calls, 'PATCH', PREFERENCES)).toEqual([{ showHiddenRecipes: true }]);
  });

  it('puts the switch back and says why when the preference is not saved', async () => {
    serveProfile({ extra: { [`PATCH ${PREFERENCES}`]: { status: 500 } } });
    renderApp('/profile');
    const toggle = await screen.findByRole('switch', { name: 'Show Hidden Recipes' });
    await userEvent.click(toggle);
    expect(
      await screen.findByText('An error occurred while updating preferences'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('tells a user without a family so, instead of a member list', async () => {
    installFakeServer({
      ...signedInRoutes({ families: [] }),
      'GET /api/cookbooks': { body: [] },
      'GET /api/user/active-cookbooks': { body: [] },
    });
    renderApp('/profile');
    expect(await screen.findByText(/You don't belong to a family yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Name' })).not.toBeInTheDocument();
    expect(await screen.findByText('No cookbooks are shared with you yet.')).toBeInTheDocument();
  });

  it("shows 'Error loading cookbooks' when the cookbooks cannot be read", async () => {
    serveProfile({ extra: { 'GET /api/cookbooks': { status: 500 } } });
    renderApp('/profile');
    expect(await screen.findByText('Error loading cookbooks')).toBeInTheDocument();
  });
});
