import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRecipeDetail, makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';
import {
  expectConnected,
  expectNeedsConnection,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';

// Favouriting is not queued offline: the hearts wait for a connection and say why
// (docs/decisions/048); the favourites stay readable.

afterEach(() => onlineManager.setOnline(true));

const crumble = makeRecipeSummary({ id: 2, title: 'Apple Crumble', isFavorite: true });

function serveFavorites() {
  const routes = signedInRoutes({ recipes: [crumble] });
  routes['GET /api/recipes/2'] = {
    body: makeRecipeDetail({ id: 2, title: 'Apple Crumble', isFavorite: true }),
  };
  routes['DELETE /api/favorites/2'] = { status: 204 };
  return installFakeServer(routes);
}

describe('favourites offline', () => {
  it("disables a card's heart with the reason, and unfavourites back online", async () => {
    const { calls } = serveFavorites();
    renderApp('/favorites');
    const card = await screen.findByRole('article', { name: 'Apple Crumble' });
    const heart = within(card).getByRole('button', { name: 'Remove from favorites' });

    setOnline(false);
    expectNeedsConnection(heart);
    await userEvent.click(heart);
    expect(screen.getByRole('article', { name: 'Apple Crumble' })).toBeInTheDocument();
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(heart);
    await userEvent.click(heart);
    await waitFor(() => expect(writeCalls(calls)).toEqual(['DELETE /api/favorites/2']));
  });

  it("disables the dialog's Remove Favorite with the reason, until back online", async () => {
    const { calls } = serveFavorites();
    renderApp('/favorites?recipe=2');
    const dialog = await screen.findByRole('dialog', { name: 'Apple Crumble' });
    const button = within(dialog).getByRole('button', { name: 'Remove Favorite' });

    setOnline(false);
    expectNeedsConnection(button);
    await userEvent.click(button);
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(button);
  });
});
