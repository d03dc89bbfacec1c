import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import { editorRole, openDialog, serve } from '#web/test-support/recipe-dialog-helpers';
import {
  expectConnected,
  expectNeedsConnection,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';
import { RecipeCard } from './components/recipe-card';

// A recipe's writes are not queued offline: they wait for a connection and say why
// (docs/decisions/048). Reading, printing, scaling and opening the editor go on.

afterEach(() => onlineManager.setOnline(true));

const WRITES = ['Add Favorite', 'Add to Meal Plan', 'Hide Recipe', 'Delete Recipe'];

describe('the recipe dialog offline', () => {
  it('disables favourite, add to meal plan, hide and delete with the reason, until back online', async () => {
    const { calls } = serve({}, { isFamilyAdmin: true, cookbookRoles: editorRole });
    const { dialog } = await openDialog();
    const button = (name: string) => within(dialog).getByRole('button', { name });

    setOnline(false);
    for (const name of WRITES) expectNeedsConnection(button(name));
    for (const name of WRITES) await userEvent.click(button(name));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writeCalls(calls)).toEqual([]);
    // The editor keeps what is typed (only its Save waits); batches only scale the amounts here.
    expectConnected(button('Edit Recipe'));
    expectConnected(button('Increase batches'));

    setOnline(true);
    for (const name of WRITES) expectConnected(button(name));
  });

  it('a Delete Recipe prompt opened online cannot confirm once the network goes', async () => {
    const { calls } = serve({}, { cookbookRoles: editorRole });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Recipe' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Delete Recipe' });

    setOnline(false);
    const confirm = within(prompt).getByRole('button', { name: 'Delete Recipe' });
    expectNeedsConnection(confirm);
    await userEvent.click(confirm);
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(confirm);
  });
});

describe('a recipe card offline', () => {
  it('disables its heart with the reason, but picking for planning (on this device) goes on', async () => {
    const onToggleFavorite = vi.fn();
    const onTogglePick = vi.fn();
    render(
      <RecipeCard
        recipe={makeRecipeSummary()}
        isPicked={false}
        canEdit={false}
        onOpen={vi.fn()}
        onToggleFavorite={onToggleFavorite}
        onTogglePick={onTogglePick}
        onEdit={vi.fn()}
      />,
      { wrapper: I18nProvider },
    );
    const heart = screen.getByRole('button', { name: 'Add to favorites' });
    expect(heart).toHaveAttribute('title', 'Add to favorites');

    setOnline(false);
    expectNeedsConnection(heart);
    await userEvent.click(heart);
    expect(onToggleFavorite).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to meal plan' }));
    expect(onTogglePick).toHaveBeenCalledWith(1);

    setOnline(true);
    expectConnected(heart);
    expect(heart).toHaveAttribute('title', 'Add to favorites');
    await userEvent.click(heart);
    expect(onToggleFavorite).toHaveBeenCalledTimes(1);
  });
});
