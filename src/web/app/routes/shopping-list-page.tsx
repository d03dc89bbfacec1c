import { useIntl } from 'react-intl';
import { PageHeader } from '#web/components/layout/page-header';
import { ShoppingListScreen } from '#web/features/shopping-list/components/shopping-list-screen';
import { RecipeEmptyState } from '#web/features/recipes/components/recipe-empty-state';
import { useCurrentFamily } from '#web/lib/current-family';

/** /shopping-list (product rule: shopping-list): the current family's weekly shopping list. */
export function ShoppingListPage() {
  const { currentFamilyId } = useCurrentFamily();
  const intl = useIntl();
  if (currentFamilyId === null) {
    return (
      <div>
        <PageHeader title={intl.formatMessage({ id: 'app.shoppingList.title' })} />
        <RecipeEmptyState
          title={intl.formatMessage({ id: 'app.shoppingList.noFamily' })}
          description={intl.formatMessage({ id: 'app.shoppingList.noFamilyHint' })}
        />
      </div>
    );
  }
  // Keyed by family, so switching family starts from that family's own state.
  return <ShoppingListScreen key={currentFamilyId} familyId={currentFamilyId} />;
}
