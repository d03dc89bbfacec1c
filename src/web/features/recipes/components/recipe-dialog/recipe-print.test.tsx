import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeNote } from '#web/test-support/recipe-fixtures';
import { openDialog, serve } from '#web/test-support/recipe-dialog-helpers';

/** The printed page, as it is when the browser is asked to print. */
function printView() {
  const view = document.querySelector<HTMLElement>('[data-print-area="recipe"]');
  if (!view) throw new Error('no recipe print view');
  return view;
}

/** Stubs window.print; records the printed page's text at each call. */
function recordPrints() {
  const printed: string[] = [];
  vi.spyOn(window, 'print').mockImplementation(() => {
    printed.push(printView().textContent ?? '');
  });
  return printed;
}

const note = makeNote({
  text: 'Add blueberries in summer',
  createdAt: '2025-03-02T09:00:00.000Z',
  user: { id: 99, name: 'Sarah Parker', picture: null },
});

describe('RecipeDialog printing', () => {
  it('prints the recipe as the stepper scales it: title, servings, amounts, numbered steps, source', async () => {
    serve({ sourceUrl: 'https://www.example.com/recipes/pancakes?ref=1' });
    const printed = recordPrints();
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase batches' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).toHaveLength(1));

    const view = printView();
    // Under <body>, outside the app and the dialog, so the print CSS can leave them out.
    expect(view.parentElement).toBe(document.body);
    expect(dialog.contains(view)).toBe(false);
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Fluffy Buttermilk Pancakes',
    );
    expect(view).toHaveTextContent('8 servings');
    expect(view).toHaveTextContent('25 mins');
    const [ingredients, steps] = within(view).getAllByRole('list');
    expect(
      within(ingredients!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 cups flour', '3 teaspoons baking powder', '1 teaspoon salt', 'Maple syrup']);
    expect(steps!.tagName).toBe('OL');
    expect(
      within(steps!)
        .getAllByRole('listitem')
        .map((item) => [item.getAttribute('value'), item.textContent]),
    ).toEqual([
      ['1', 'Whisk the dry ingredients.'],
      ['2', 'Cook on a buttered skillet.'],
    ]);
    // The whole address, not just the site: paper has no link to follow.
    expect(view).toHaveTextContent('Source: https://www.example.com/recipes/pancakes?ref=1');
    expect(within(view).getByRole('img', { name: 'Fluffy Buttermilk Pancakes' })).toHaveAttribute(
      'src',
      '/uploads/recipes/pancakes.webp',
    );
  });

  it("prints the amounts in the reader's measures, like the dialog", async () => {
    serve({}, { measurementSystem: 'metric' });
    const { dialog } = await openDialog();
    const shown = within(dialog).getByRole('region', { name: 'Ingredients' });
    const printedFlour = within(printView()).getAllByRole('listitem')[0]!;
    expect(printedFlour).toHaveTextContent(/^250 g flour$/);
    expect(within(shown).getByText('250 g')).toBeInTheDocument();
  });

  it('prints no default picture and no source for a recipe written here', async () => {
    serve({ imageUrl: null, sourceUrl: null });
    await openDialog();
    expect(within(printView()).queryByRole('img')).not.toBeInTheDocument();
    expect(printView()).not.toHaveTextContent('Source:');
  });

  it('offers the family notes when there are some, and prints them only when chosen', async () => {
    serve({ notes: [note] });
    const printed = recordPrints();
    const { dialog } = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Print recipe' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toContain('Whisk the dry ingredients.');
    expect(printed[0]).not.toContain('Add blueberries in summer');
    expect(printed[0]).not.toContain('Family Notes');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Print with family notes' }));
    await waitFor(() => expect(printed).toHaveLength(2));
    expect(printed[1]).toContain('Family Notes');
    expect(printed[1]).toContain('Add blueberries in summer');
    expect(printed[1]).toContain('Sarah Parker, Mar 2, 2025');
  });

  it('prints at once, without a menu, when the recipe has no notes', async () => {
    serve({ notes: [] });
    const printed = recordPrints();
    const { dialog } = await openDialog();
    const button = within(dialog).getByRole('button', { name: 'Print' });
    expect(button).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(button);
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('leaves nothing to print once the dialog closes', async () => {
    serve();
    await openDialog();
    expect(printView()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('[data-print-area="recipe"]')).toBeNull();
  });
});
