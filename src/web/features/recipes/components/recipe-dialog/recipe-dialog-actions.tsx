import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { Button } from '#web/components/ui/button';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { usePermissions } from '#web/lib/permissions';
import { useHideToggle } from '#web/features/recipes/hooks/use-hide-toggle';
import { DeleteRecipeDialog } from './delete-recipe-dialog';
import { RecipePrintButton } from './recipe-print-button';
import type { RecipeDialogParts } from './recipe-dialog';

/**
 * The dialog's actions (product rule: dialog-actions): favourite, add to meal plan and print for
 * everyone; Hide/Show for family admins and super admins; Edit and Delete for editors of the
 * recipe's cookbook. On the calendar ('calendar') family admins may edit too; on Today's Plan
 * ('today') add, hide and delete are not shown, and the caller's Remove from schedule is.
 * Offline, Hide/Show and Delete wait for a connection (docs/decisions/048); Edit stays, as the
 * editor keeps what is typed and only its Save waits.
 */
export function RecipeDialogActions({
  recipe,
  batches,
  onDeleted,
  screen,
  extraActions,
  parts: { FavoriteButton, AddToMealPlanButton },
}: {
  recipe: RecipeDetail;
  batches: number;
  onDeleted: () => void;
  screen?: 'calendar' | 'today';
  extraActions?: ReactNode;
  parts: Pick<RecipeDialogParts, 'FavoriteButton' | 'AddToMealPlanButton'>;
}) {
  const navigate = useNavigate();
  const intl = useIntl();
  const { isFamilyAdmin, canEditCookbook } = usePermissions();
  const { toggleHidden, isPending: isHiding } = useHideToggle();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const { offline, reasonProps } = useNeedsConnection();
  const isEditor = canEditCookbook(recipe.cookbook.id);
  const canEdit = isEditor || (screen === 'calendar' && isFamilyAdmin);
  const isToday = screen === 'today';

  return (
    <div className="flex flex-wrap gap-2">
      <FavoriteButton recipe={recipe} />
      {!isToday && <AddToMealPlanButton recipe={recipe} batches={batches} />}
      <RecipePrintButton recipe={recipe} batches={batches} />
      {isFamilyAdmin && !isToday && (
        <Button
          variant="outline"
          size="sm"
          disabled={isHiding || offline}
          {...reasonProps}
          onClick={() => toggleHidden(recipe)}
        >
          {recipe.isHidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {intl.formatMessage({
            id: recipe.isHidden ? 'recipes.actions.show' : 'recipes.actions.hide',
          })}
        </Button>
      )}
      {canEdit && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigate(`/recipe/edit/${recipe.id}`)}
        >
          <Pencil aria-hidden="true" />
          {intl.formatMessage({ id: 'recipes.actions.edit' })}
        </Button>
      )}
      {isEditor && !isToday && (
        <>
          <Button
            variant="outline"
            size="sm"
            className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
            disabled={offline}
            {...reasonProps}
            onClick={() => setDeleteOpen(true)}
          >
            <Trash2 aria-hidden="true" />
            {intl.formatMessage({ id: 'recipes.actions.delete' })}
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
