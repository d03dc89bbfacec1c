import { PageHeader } from '#web/components/layout/page-header';
import { ShoppingListScreen } from '#web/features/shopping-list/components/shopping-list-screen';
import { RecipeEmptyState } from '#web/features/recipes/components/recipe-empty-state';
import { useCurrentFamily } from '#web/lib/current-family';

/** /shopping-list (product rule: shopping-list): the current family's weekly shopping list. */
export function ShoppingListPage() {
  const { currentFamilyId } = useCurrentFamily();
  if (currentFamilyId === null) {
    return (
      <div>
        <PageHeader title="Shopping List" />
        <RecipeEmptyState
          title="No family yet"
          description="Shopping lists belong to a family. Once you join one, its lists appear here."
        />
      </div>
    );
  }
  // Keyed by family, so switching family starts from that family's own state.
  return <ShoppingListScreen key={currentFamilyId} familyId={currentFamilyId} />;
}
