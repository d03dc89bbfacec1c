import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CalendarPlus, Eye, EyeOff, Heart, Pencil, Trash2 } from 'lucide-react';
import type { RecipeDetail } from '../../../../../shared/recipes/recipes.schemas';
import { Button } from '../../../../components/ui/button';
import { usePermissions } from '../../../../lib/permissions';
import { cn } from '../../../../lib/utils';
import { useFavoriteToggle } from '../../../favorites/hooks/use-favorite-toggle';
import { useAddToMealPlan } from '../../../staging/hooks/use-add-to-meal-plan';
import { useHideToggle } from '../../hooks/use-hide-toggle';
import { DeleteRecipeDialog } from './delete-recipe-dialog';

/**
 * The dialog's actions (spec §2, §6): favourite and add to meal plan for everyone; Hide/Show
 * for family admins and super admins; Edit and Delete for editors of the recipe's cookbook.
 * On the calendar ('calendar') family admins may edit too; on Today's Plan ('today') add,
 * hide and delete are not shown, and the caller's Remove from schedule is.
 */
export function RecipeDialogActions({
  recipe,
  batches,
  onDeleted,
  screen,
  extraActions,
}: {
  recipe: RecipeDetail;
  batches: number;
  onDeleted: () => void;
  screen?: 'calendar' | 'today';
  extraActions?: ReactNode;
}) {
  const navigate = useNavigate();
  const { isFamilyAdmin, canEditCookbook } = usePermissions();
  const { toggleFavorite, pendingRecipeId } = useFavoriteToggle();
  const { addToMealPlan, isPending: isStaging } = useAddToMealPlan();
  const { toggleHidden, isPending: isHiding } = useHideToggle();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const isEditor = canEditCookbook(recipe.cookbook.id);
  const canEdit = isEditor || (screen === 'calendar' && isFamilyAdmin);
  const isToday = screen === 'today';

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={recipe.isFavorite ? 'secondary' : 'outline'}
        size="sm"
        disabled={pendingRecipeId === recipe.id}
        onClick={() => toggleFavorite(recipe)}
      >
        <Heart
          className={cn(recipe.isFavorite && 'fill-current text-primary')}
          aria-hidden="true"
        />
        {recipe.isFavorite ? 'Remove Favorite' : 'Add Favorite'}
      </Button>
      {!isToday && (
        <Button size="sm" disabled={isStaging} onClick={() => addToMealPlan(recipe, batches)}>
          <CalendarPlus aria-hidden="true" />
          Add to Meal Plan
        </Button>
      )}
      {isFamilyAdmin && !isToday && (
        <Button
          variant="outline"
          size="sm"
          disabled={isHiding}
          onClick={() => toggleHidden(recipe)}
        >
          {recipe.isHidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {recipe.isHidden ? 'Show Recipe' : 'Hide Recipe'}
        </Button>
      )}
      {canEdit && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigate(`/recipe/edit/${recipe.id}`)}
        >
          <Pencil aria-hidden="true" />
          Edit Recipe
        </Button>
      )}
      {isEditor && !isToday && (
        <>
          <Button
            variant="outline"
            size="sm"
            className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setDeleteOpen(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete Recipe
          </Button>
          <DeleteRecipeDialog
            recipe={recipe}
            open={isDeleteOpen}
            onOpenChange={setDeleteOpen}
            onDeleted={onDeleted}
          />
        </>
      )}
      {extraActions}
    </div>
  );
}
