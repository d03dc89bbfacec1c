import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCookTimers } from '#web/lib/cook-timers/timer-store';
import { serve } from '#web/test-support/recipe-dialog-helpers';
import { renderApp } from '#web/test-support/test-utils';

/** Pancakes for 4, cooked for 8: every amount doubles. */
const STEPS = [
  { id: 1, stepNumber: 1, text: 'Whisk the flour and the salt.' },
  { id: 2, stepNumber: 2, text: 'Rest the batter for 15–20 min, then bake 25 minutes.' },
  { id: 3, stepNumber: 3, text: 'Serve with maple syrup.' },
];

function serveRecipe() {
  return serve({ servings: 4, directions: STEPS });
}

async function openCookMode(path = '/recipe/1/cook?servings=8') {
  const utils = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Fluffy Buttermilk Pancakes' });
  return utils;
}

const position = () => screen.getByText(/^Step \d of 3$/);

describe('cook mode', () => {
  beforeEach(() => resetCookTimers());
  afterEach(() => {
    resetCookTimers();
    vi.useRealTimers();
  });

  it('shows one step at a time; Next, Previous, the arrow keys and Space move between them', async () => {
    serveRecipe();
    await openCookMode();
    expect(position()).toHaveTextContent('Step 1 of 3');
    expect(screen.getByTestId('cook-step')).toHaveTextContent('Whisk the flour and the salt.');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(position()).toHaveTextContent('Step 2 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(position()).toHaveTextContent('Step 1 of 3');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(position()).toHaveTextContent('Step 2 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toHaveTextContent('Step 3 of 3');
    // The last step offers Finish, and further keys stay there.
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toHaveTextContent('Step 3 of 3');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeVisible();
  });

  it('moves by a sideways swipe, and not by a mostly vertical one', async () => {
    serveRecipe();
    await openCookMode();
    const step = screen.getByTestId('cook-step');
    const swipe = (fromX: number, toX: number, toY = 300) => {
      fireEvent.pointerDown(step, { clientX: fromX, clientY: 300, isPrimary: true });
      fireEvent.pointerUp(step, { clientX: toX, clientY: toY, isPrimary: true });
    };
    swipe(300, 100);
    expect(position()).toHaveTextContent('Step 2 of 3');
    swipe(100, 300);
    expect(position()).toHaveTextContent('Step 1 of 3');
    swipe(300, 200, 600);
    expect(position()).toHaveTextContent('Step 1 of 3');
  });

  it('scales the amounts to the servings cooked and marks what the step mentions', async () => {
    serveRecipe();
    await openCookMode();
    expect(screen.getByText('8 servings')).toBeVisible();
    const panel = screen.getAllByRole('region', { name: 'Ingredients' })[0]!;
    expect(panel).toHaveTextContent('4 cups flour');
    expect(panel).toHaveTextContent('3 teaspoons baking powder');
    expect(panel).toHaveTextContent('1 teaspoon salt');
    const mentioned = [...panel.querySelectorAll('[data-mentioned]')].map((row) => row.textContent);
    expect(mentioned).toEqual(['4 cups flourThis step', '1 teaspoon saltThis step']);
  });

  it('lands on the same step with the same ticks after a reload', async () => {
    serveRecipe();
    const first = await openCookMode();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const panel = screen.getAllByRole('region', { name: 'Ingredients' })[0]!;
    await userEvent.click(within(panel).getByRole('checkbox', { name: /flour/ }));
    first.unmount();

    await openCookMode();
    expect(position()).toHaveTextContent('Step 2 of 3');
    const again = screen.getAllByRole('region', { name: 'Ingredients' })[0]!;
    expect(within(again).getByRole('checkbox', { name: /flour/ })).toBeChecked();
    expect(again).toHaveTextContent('1 of 4 ready');
  });

  it('shows every step in the list view; a step number opens it', async () => {
    serveRecipe();
    await openCookMode();
    await userEvent.click(screen.getByRole('button', { name: 'All steps' }));
    const list = screen.getByRole('list', { name: 'All steps' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Step 3' }));
    expect(position()).toHaveTextContent('Step 3 of 3');
  });

  it('takes the recipe servings for a missing or nonsense servings value', async () => {
    serveRecipe();
    await openCookMode('/recipe/1/cook?servings=-3');
    expect(screen.getByText('4 servings')).toBeVisible();
    const panel = screen.getAllByRole('region', { name: 'Ingredients' })[0]!;
    expect(panel).toHaveTextContent('2 cups flour');
  });

  it('says so for a recipe the user may not see, and for a malformed address', async () => {
    serveRecipe();
    const { unmount } = renderApp('/recipe/99/cook?servings=4');
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute('href', '/');
    unmount();
    renderApp('/recipe/0x1/cook');
    expect(await screen.findByText(/404/)).toBeVisible();
  });

  it('turns durations into timers that ring at zero by the wall clock', async () => {
    serveRecipe();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    await openCookMode();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start a 15–20 min timer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start a 25 minutes timer' }));

    const bar = screen.getByRole('region', { name: 'Timers' });
    const rows = within(bar).getAllByTestId('cook-timer');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Step 2 · 15–20 min',
      'Step 2 · 25 minutes',
    ]);
    expect(rows[0]).toHaveTextContent('20:00');
    expect(rows[1]).toHaveTextContent('25:00');

    await userEvent.click(
      within(bar).getByRole('button', { name: 'Pause timer Step 2 · 15–20 min' }),
    );
    expect(rows[0]).toHaveTextContent('Paused');

    // Only the clock moves (as after a locked phone): the timer reads it, not its ticks.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60_000);
    expect(await within(bar).findByRole('alert')).toHaveTextContent("Time's up!");
    // The shell's alarm (loaded with the first timer) rings.
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
    // The paused one kept what it had left.
    expect(rows[0]).toHaveTextContent('20:00');
  });
});
