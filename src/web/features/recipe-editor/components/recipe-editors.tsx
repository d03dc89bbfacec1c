import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { CookbookRole } from '#shared/cookbooks/cookbooks.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { Spinner } from '#web/components/ui/spinner';
import { useCurrentFamily } from '#web/lib/current-family';
import { usePermissions } from '#web/lib/permissions';
import { useCookbookRoles } from '#web/lib/session/cookbook-roles';
import { useDefaultCookbook } from '../api/default-cookbook';
import { recipeToEditQueryOptions } from '../api/recipe-to-edit';
import { newRecipeValues, recipeDetailValues } from '../lib/recipe-form-values';
import type { CookbookChoice } from './cookbook-category-fields';
import { RecipeForm } from './recipe-form';

export function RecipeFormLoading() {
  const intl = useIntl();
  return (
    <div className="flex justify-center py-20" role="status">
      <Spinner className="size-6" />
      <span className="sr-only">{intl.formatMessage({ id: 'recipeEditor.form.loading' })}</span>
    </div>
  );
}

/** The cookbooks the user may write in, by name; `always` stays in even if not listed. */
export function editableCookbooks(
  roles: readonly CookbookRole[] | undefined,
  always?: CookbookChoice,
): CookbookChoice[] {
  const choices = (roles ?? [])
    .filter((role) => role.canEdit)
    .map((role) => ({ id: role.cookbookId, name: role.name }));
  if (always && !choices.some((choice) => choice.id === always.id)) choices.push(always);
  return choices.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /recipe/new once the user may write somewhere: the family's default cookbook is chosen
 * when the user may edit it (product rule: cookbook-category), so the form waits for that answer.
 */
export function NewRecipeEditor() {
  const { currentFamilyId, isLoading: isFamilyLoading } = useCurrentFamily();
  const permissions = usePermissions();
  const roles = useCookbookRoles();
  const defaultCookbook = useDefaultCookbook(isFamilyLoading ? null : currentFamilyId);
  if (
    isFamilyLoading ||
    permissions.isLoading ||
    (currentFamilyId !== null && defaultCookbook.isPending)
  ) {
    return <RecipeFormLoading />;
  }
  const preselected =
    defaultCookbook.data && permissions.canEditCookbook(defaultCookbook.data.id)
      ? defaultCookbook.data
      : null;
  return (
    <RecipeForm
      defaultValues={newRecipeValues(preselected?.id ?? null)}
      cookbooks={editableCookbooks(roles.data, preselected ?? undefined)}
      canGenerateImage={permissions.hasAnyEditorRole}
      editing={null}
    />
  );
}

/** /recipe/edit/{id} for a recipe the user may edit, as loaded. */
export function EditRecipeEditor({
  recipe,
  familyId,
}: {
  recipe: RecipeDetail;
  familyId: number | null;
}) {
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const roles = useCookbookRoles();
  const reload = () =>
    queryClient.fetchQuery({ ...recipeToEditQueryOptions(recipe.id, familyId), staleTime: 0 });
  return (
    <RecipeForm
      defaultValues={recipeDetailValues(recipe)}
      cookbooks={editableCookbooks(roles.data, recipe.cookbook)}
      canGenerateImage={permissions.canEditCookbook(recipe.cookbook.id)}
      editing={{ recipe, reload }}
    />
  );
}
