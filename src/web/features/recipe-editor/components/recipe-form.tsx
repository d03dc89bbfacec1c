import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ArrowLeft, EyeOff, Eye } from 'lucide-react';
import { recipeWriteSchema, type RecipeWrite } from '#shared/recipes/recipe-write.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { PageHeader } from '#web/components/layout/page-header';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { toast } from '#web/lib/use-toast';
import { useSaveRecipe, type SaveTarget } from '../hooks/use-save-recipe';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { recipeDetailValues, type RecipeFormValues } from '../lib/recipe-form-values';
import { CookbookCategoryFields, type CookbookChoice } from './cookbook-category-fields';
import { DirectionList } from './direction-list';
import { IngredientList } from './ingredient-list';
import { RecipeConflictDialog } from './recipe-conflict-dialog';
import { RecipeImageField } from './recipe-image-field';
import { ServingsField, TitleFields } from './recipe-basics-fields';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

export interface RecipeFormProps {
  defaultValues: RecipeFormValues;
  /** The cookbooks the user may write in (product rule: recipe-editors). */
  cookbooks: readonly CookbookChoice[];
  canGenerateImage: boolean;
  /** Edit mode: the recipe as loaded, and how to load it again after a conflict. */
  editing: { recipe: RecipeDetail; reload: () => Promise<RecipeDetail> } | null;
}

/**
 * The recipe create/edit form (product rule: recipe-form-fields). Offline every field stays
 * editable and nothing typed is lost, but Save/Update waits for a connection and says so: an
 * edit is not queued (docs/decisions/048).
 */
export function RecipeForm({
  defaultValues,
  cookbooks,
  canGenerateImage,
  editing,
}: RecipeFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(editing?.recipe ?? null);
  const [isReloading, setIsReloading] = useState(false);
  const form = useForm<RecipeFormValues, unknown, RecipeWrite>({
    resolver: zodResolver(recipeWriteSchema),
    defaultValues,
  });
  const { blocker, allowLeave } = useUnsavedChangesGuard(form.formState.isDirty);
  const target = useMemo<SaveTarget>(
    () =>
      loaded
        ? { kind: 'edit', recipeId: loaded.id, loadedUpdatedAt: loaded.updatedAt }
        : { kind: 'new' },
    [loaded],
  );
  const { save, isSaving, hasConflict, clearConflict } = useSaveRecipe(target, allowLeave);
  const isBusy = isSaving || form.formState.isSubmitting;
  const { offline, reasonProps } = useNeedsConnection();

  const reload = async () => {
    if (!editing) return;
    setIsReloading(true);
    try {
      const fresh = await editing.reload();
      setLoaded(fresh);
      form.reset(recipeDetailValues(fresh));
      clearConflict();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'recipeEditor.form.reloadFailedTitle' }),
        // The server's reason when it gave one (as before), else the form's own sentence.
        description: errorMessage(intl, error, 'recipeEditor.form.reloadFailed'),
      });
    } finally {
      setIsReloading(false);
    }
  };

  const backToList = () => void navigate('/');
  const isEdit = loaded !== null;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="grid gap-6 pb-8"
        onSubmit={(event) => {
          // Enter in a field submits too: offline it must not send either.
          if (offline) event.preventDefault();
          else void form.handleSubmit(save)(event);
        }}
        aria-label={intl.formatMessage({
          id: isEdit ? 'recipeEditor.form.editLabel' : 'recipeEditor.form.newLabel',
        })}
      >
        <PageHeader
          className="mb-0"
          title={intl.formatMessage({
            id: isEdit ? 'recipeEditor.form.editTitle' : 'recipeEditor.form.newTitle',
          })}
          description={
            loaded ? (
              <Badge variant={loaded.isHidden ? 'secondary' : 'outline'} className="mt-1">
                {loaded.isHidden ? (
                  <EyeOff aria-hidden="true" className="size-3" />
                ) : (
                  <Eye aria-hidden="true" className="size-3" />
                )}
                {intl.formatMessage({
                  id: loaded.isHidden ? 'recipeEditor.form.hidden' : 'recipeEditor.form.visible',
                })}
              </Badge>
            ) : (
              intl.formatMessage({ id: 'recipeEditor.form.newDescription' })
            )
          }
          actions={
            <Button variant="outline" className="h-11 sm:h-10" onClick={backToList}>
              <ArrowLeft aria-hidden="true" />
              {intl.formatMessage({ id: 'recipeEditor.form.backToRecipes' })}
            </Button>
          }
        />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card>
            <CardHeader>
              <CardTitle>{intl.formatMessage({ id: 'recipeEditor.form.details' })}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <TitleFields />
              <div className="grid gap-4 sm:grid-cols-2">
                <CookbookCategoryFields cookbooks={cookbooks} />
              </div>
              <div className="sm:max-w-40">
                <ServingsField />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{intl.formatMessage({ id: 'recipeEditor.image.title' })}</CardTitle>
              <CardDescription>
                {intl.formatMessage({ id: 'recipeEditor.image.description' })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RecipeImageField savedRecipeId={loaded?.id ?? null} canGenerate={canGenerateImage} />
            </CardContent>
          </Card>
        </div>

        <Card>
          <CardHeader>
            <CardTitle>{intl.formatMessage({ id: 'recipeEditor.ingredients.title' })}</CardTitle>
            <CardDescription>
              {intl.formatMessage({ id: 'recipeEditor.ingredients.description' })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <IngredientList />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{intl.formatMessage({ id: 'recipeEditor.directions.title' })}</CardTitle>
            <CardDescription>
              {intl.formatMessage({ id: 'recipeEditor.directions.description' })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <DirectionList />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" className="h-11" onClick={backToList}>
            {intl.formatMessage({ id: 'recipeEditor.form.cancel' })}
          </Button>
          <Button
            type="submit"
            className="h-11 sm:min-w-40"
            disabled={isBusy || offline}
            {...reasonProps}
          >
            {intl.formatMessage({
              id: isBusy
                ? 'recipeEditor.form.saving'
                : isEdit
                  ? 'recipeEditor.form.update'
                  : 'recipeEditor.form.save',
            })}
          </Button>
        </div>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
      <RecipeConflictDialog
        open={hasConflict}
        isReloading={isReloading}
        onReload={() => void reload()}
        onKeepEditing={clearConflict}
      />
    </FormProvider>
  );
}
