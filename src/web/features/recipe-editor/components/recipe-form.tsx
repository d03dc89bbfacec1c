import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { ArrowLeft, EyeOff, Eye } from 'lucide-react';
import { recipeWriteSchema, type RecipeWrite } from '#shared/recipes/recipe-write.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { PageHeader } from '#web/components/layout/page-header';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { getErrorMessage } from '#web/lib/api-client';
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

/** The recipe create/edit form (product rule: recipe-form-fields). */
export function RecipeForm({
  defaultValues,
  cookbooks,
  canGenerateImage,
  editing,
}: RecipeFormProps) {
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
        title: 'Error',
        description: getErrorMessage(error, 'Could not reload the recipe'),
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
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        aria-label={isEdit ? 'Edit recipe' : 'New recipe'}
      >
        <PageHeader
          className="mb-0"
          title={isEdit ? 'Edit Recipe' : 'Add New Recipe'}
          description={
            loaded ? (
              <Badge variant={loaded.isHidden ? 'secondary' : 'outline'} className="mt-1">
                {loaded.isHidden ? (
                  <EyeOff aria-hidden="true" className="size-3" />
                ) : (
                  <Eye aria-hidden="true" className="size-3" />
                )}
                {loaded.isHidden ? 'Hidden Recipe' : 'Visible Recipe'}
              </Badge>
            ) : (
              'Write it down once, cook it for years.'
            )
          }
          actions={
            <Button variant="outline" className="h-11 sm:h-10" onClick={backToList}>
              <ArrowLeft aria-hidden="true" />
              Back to Recipes
            </Button>
          }
        />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card>
            <CardHeader>
              <CardTitle>Recipe details</CardTitle>
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
              <CardTitle>Image</CardTitle>
              <CardDescription>Upload a photo, or let one be made for you.</CardDescription>
            </CardHeader>
            <CardContent>
              <RecipeImageField savedRecipeId={loaded?.id ?? null} canGenerate={canGenerateImage} />
            </CardContent>
          </Card>
        </div>

        <Card>
          <CardHeader>
            <CardTitle>Ingredients</CardTitle>
            <CardDescription>
              Paste a whole list to fill several rows at once. Drag the handle, or focus it and use
              the arrow keys, to reorder.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <IngredientList />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Directions</CardTitle>
            <CardDescription>
              One step per box; press Enter in the last one to add a step.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <DirectionList />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" className="h-11" onClick={backToList}>
            Cancel
          </Button>
          <Button type="submit" className="h-11 sm:min-w-40" disabled={isBusy}>
            {isBusy ? 'Saving...' : isEdit ? 'Update Recipe' : 'Save Recipe'}
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
