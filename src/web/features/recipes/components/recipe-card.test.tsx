import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { DEFAULT_RECIPE_IMAGE } from '#web/lib/recipe-display';
import { makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import { RecipeCard, type RecipeCardProps } from './recipe-card';

function renderCard(recipe: Partial<RecipeSummary> = {}, props: Partial<RecipeCardProps> = {}) {
  const handlers = {
    onOpen: vi.fn(),
    onToggleFavorite: vi.fn(),
    onTogglePick: vi.fn(),
    onEdit: vi.fn(),
  };
  const utils = render(
    <RecipeCard
      recipe={makeRecipeSummary(recipe)}
      isPicked={false}
      canEdit={false}
      {...handlers}
      {...props}
    />,
    { wrapper: I18nProvider },
  );
  const image = () => utils.container.querySelector('img')!;
  return { ...utils, ...handlers, image };
}

describe('RecipeCard image', () => {
  it('shows the recipe picture', () => {
    const { image } = renderCard({ imageUrl: '/uploads/recipes/pancakes.webp' });
    expect(image()).toHaveAttribute('src', '/uploads/recipes/pancakes.webp');
  });

  it('lets the grid load the card-size picture of our own images', () => {
    const { image } = renderCard({ imageUrl: '/uploads/recipes/pancakes.webp' });
    expect(image()).toHaveAttribute(
      'srcset',
      '/uploads/recipes/pancakes.card.webp 600w, /uploads/recipes/pancakes.webp 1600w',
    );
    // Four fixed columns on wide screens down to one on phones.
    expect(image().getAttribute('sizes')).toMatch(
      /^\(min-width: 1536px\) 280px, .*calc\(100vw - 32px\)$/,
    );
  });

  it('shows outside pictures as they are, without a card size', () => {
    const { image } = renderCard({ imageUrl: 'https://cdn.example.com/pie.jpg' });
    expect(image()).toHaveAttribute('src', 'https://cdn.example.com/pie.jpg');
    expect(image()).not.toHaveAttribute('srcset');
  });

  it.each([
    ['a missing URL', null],
    ['an empty URL', '  '],
    ['a placeholder host', 'https://via.placeholder.com/400x300'],
    ['placehold.co', 'https://placehold.co/600x400?text=Food'],
    ['a no-image path', 'https://cdn.example.com/img/no-image.png'],
    ['the default-recipe asset', '/assets/default-recipe.jpg'],
  ])('falls back to the default image for %s', (_case, imageUrl) => {
    const { image } = renderCard({ imageUrl });
    expect(image()).toHaveAttribute('src', DEFAULT_RECIPE_IMAGE);
  });

  it('falls back to the default image when the picture fails to load, once', () => {
    const { image } = renderCard({ imageUrl: '/uploads/recipes/gone.webp' });
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', DEFAULT_RECIPE_IMAGE);
    // The default image failing too does not loop.
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', DEFAULT_RECIPE_IMAGE);
  });
});

describe('RecipeCard details', () => {
  it('shows title, subtitle, category, total time and servings', () => {
    renderCard({ prepTime: 10, cookTime: 15, servings: 4 });
    expect(screen.getByRole('button', { name: 'Fluffy Buttermilk Pancakes' })).toBeInTheDocument();
    expect(screen.getByText('Tall, tender and ready in 25 minutes')).toBeInTheDocument();
    expect(screen.getByText('Breakfast')).toBeInTheDocument();
    expect(screen.getByText('25 mins')).toBeInTheDocument();
    expect(screen.getByText('4 servings')).toBeInTheDocument();
  });

  it('shows the total time only above 0', () => {
    renderCard({ prepTime: 0, cookTime: 0 });
    expect(screen.queryByText(/mins$/)).not.toBeInTheDocument();
  });

  it('shows a time made of prep time alone', () => {
    renderCard({ prepTime: 5, cookTime: 0 });
    expect(screen.getByText('5 mins')).toBeInTheDocument();
  });

  it('says "1 serving" in the singular', () => {
    renderCard({ servings: 1 });
    expect(screen.getByText('1 serving')).toBeInTheDocument();
  });

  it('leaves out a missing subtitle', () => {
    const { container } = renderCard({ subtitle: null });
    expect(container.querySelectorAll('p')).toHaveLength(1); // the category only
  });

  it('marks hidden and picked recipes', () => {
    renderCard({ isHidden: true }, { isPicked: true });
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('Picked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from meal plan' })).toBeInTheDocument();
  });
});

describe('RecipeCard actions', () => {
  it('opens the recipe when the card is clicked', async () => {
    const { onOpen } = renderCard({ id: 12 });
    await userEvent.click(screen.getByRole('button', { name: 'Fluffy Buttermilk Pancakes' }));
    expect(onOpen).toHaveBeenCalledWith(12);
  });

  it('toggles the favourite with a label that says what it will do', async () => {
    const { onToggleFavorite, onOpen, rerender } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(onOpen).not.toHaveBeenCalled();
    rerender(
      <RecipeCard
        recipe={makeRecipeSummary({ isFavorite: true })}
        isPicked={false}
        canEdit={false}
        onOpen={onOpen}
        onToggleFavorite={onToggleFavorite}
        onTogglePick={vi.fn()}
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('picks the recipe for meal planning', async () => {
    const { onTogglePick } = renderCard({ id: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Add to meal plan' }));
    expect(onTogglePick).toHaveBeenCalledWith(7);
  });

  it('shows Edit only to editors of the cookbook', async () => {
    renderCard();
    expect(screen.queryByRole('button', { name: 'Edit recipe' })).not.toBeInTheDocument();
    const { onEdit } = renderCard({ id: 3, title: 'Other' }, { canEdit: true });
    await userEvent.click(screen.getByRole('button', { name: 'Edit recipe' }));
    expect(onEdit).toHaveBeenCalledWith(3);
  });
});
