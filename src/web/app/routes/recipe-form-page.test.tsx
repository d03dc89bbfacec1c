import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_MESSAGES, type RecipeWriteInput } from '#shared/recipes/recipe-write.schemas';
import {
  editorRoles,
  installRecipeFormServer,
  jsonBody,
  memberRoles,
  READ_ONLY,
  saveButton,
  savedRecipe,
  superAdmin,
} from '#web/features/recipe-editor/test-fixtures';
import { polyfillRadixSelect, renderApp, signedInRoutes } from '#web/test-support/test-utils';
import { EDIT_RECIPE_DENIED, NEW_RECIPE_DENIED } from './recipe-form-page';

beforeAll(polyfillRadixSelect);

const patchesOf = (calls: { method: string; url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.method === 'PATCH' && call.url === '/api/recipes/5');

describe('RecipeFormPage access', () => {
  it('shows Access Denied on /recipe/new to a member without an editor role', async () => {
    installRecipeFormServer({ roles: memberRoles });
    renderApp('/recipe/new');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(NEW_RECIPE_DENIED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it("shows Access Denied on the edit page of a recipe whose cookbook the user can't edit", async () => {
    const recipe = savedRecipe({ cookbook: { id: READ_ONLY, name: 'Public Classics' } });
    installRecipeFormServer({ recipe });
    renderApp('/recipe/edit/5');
    expect(await screen.findByText(EDIT_RECIPE_DENIED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Recipe' })).not.toBeInTheDocument();
  });

  it('lets a super admin edit a recipe of any cookbook', async () => {
    const recipe = savedRecipe({ cookbook: { id: READ_ONLY, name: 'Public Classics' } });
    installRecipeFormServer({
      recipe,
      roles: [],
      extra: {
        'GET /api/auth/user': { body: superAdmin },
        'GET /api/auth/is-super-admin': { body: true },
      },
    });
    renderApp('/recipe/edit/5');
    expect(await screen.findByRole('button', { name: 'Update Recipe' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cookbook' })).toHaveTextContent('Public Classics');
  });

  it('says so when the recipe cannot be loaded', async () => {
    installRecipeFormServer();
    renderApp('/recipe/edit/404');
    expect(await screen.findByText('This recipe could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Route GET /api/recipes/404 not found')).toBeInTheDocument();
  });

  it('gives an editor without a family the form, with no cookbook chosen', async () => {
    installRecipeFormServer({
      extra: signedInRoutes({ families: [], cookbookRoles: editorRoles }),
    });
    renderApp('/recipe/new');
    expect(await screen.findByRole('combobox', { name: 'Cookbook' })).toHaveTextContent(
      'Select a cookbook',
    );
  });
});

describe('RecipeFormPage edit mode', () => {
  it('loads the recipe with its badge and saves with If-Match', async () => {
    const recipe = savedRecipe({ isHidden: true });
    const { calls } = installRecipeFormServer({
      recipe,
      extra: {
        'PATCH /api/recipes/5': { body: { id: 5, updatedAt: '2026-11-23T18:00:00.000Z' } },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/recipe/edit/5');
    expect(
      await screen.findByRole('heading', { name: 'Edit Recipe', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hidden Recipe')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Fluffy Buttermilk Pancakes');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Breakfast'),
    );
    expect(screen.getByRole('textbox', { name: 'Quantity of ingredient 1' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Ingredient 2' })).toHaveValue('Maple syrup');
    expect(calls.some((call) => call.url === '/api/recipes/5?familyId=1')).toBe(true);

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Sunday Pancakes');
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));

    expect(await screen.findByText('Recipe updated')).toBeInTheDocument();
    const [patch] = patchesOf(calls);
    expect((patch!.init.headers as Record<string, string>)['if-match']).toBe(
      '"2024-01-01T12:00:00.000Z"',
    );
    const body = jsonBody<RecipeWriteInput>(patch!.init);
    expect(body.recipe.title).toBe('Sunday Pancakes');
    expect(body.directions.map((step) => step.stepNumber)).toEqual([1, 2]);
    await waitFor(() => expect(router.state.location.search).toBe('?recipe=5'));
  });

  it("shows 'Visible Recipe' for a recipe the family sees", async () => {
    installRecipeFormServer({ recipe: savedRecipe({ isHidden: false }) });
    renderApp('/recipe/edit/5');
    expect(await screen.findByText('Visible Recipe')).toBeInTheDocument();
  });

  it('on a 409 offers to reload, and the reloaded version saves with its own tag', async () => {
    let version = 1;
    const { calls } = installRecipeFormServer({
      extra: {
        'GET /api/recipes/5': () => ({
          body:
            version === 1
              ? savedRecipe()
              : savedRecipe({ title: 'Changed Elsewhere', updatedAt: '2026-02-02T10:00:00.000Z' }),
        }),
        'PATCH /api/recipes/5': (init) => {
          const tag = (init.headers as Record<string, string>)['if-match'];
          if (tag === '"2026-02-02T10:00:00.000Z"') {
            return { body: { id: 5, updatedAt: '2026-02-02T11:00:00.000Z' } };
          }
          version = 2;
          return {
            status: 409,
            body: { code: 'recipe_conflict', message: RECIPE_MESSAGES.conflict },
          };
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/recipe/edit/5');
    await user.type(await screen.findByLabelText('Subtitle'), '!');
    await user.click(saveButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Recipe changed elsewhere' });
    expect(screen.getByText('Error updating recipe')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recipe/edit/5');
    await user.click(within(dialog).getByRole('button', { name: 'Reload Recipe' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Changed Elsewhere'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The reloaded form is clean: leaving would not ask.
    await user.click(saveButton());
    expect(await screen.findByText('Recipe updated')).toBeInTheDocument();
    expect(patchesOf(calls)).toHaveLength(2);
  });
});
