import type { ComponentType } from 'react';
import { completeCatalogue } from '#web/lib/i18n/message-store';

/**
 * Every page is its own chunk (docs/decisions/020): the router loads a page's code when a
 * navigation first reaches it (React Router's `lazy` route property), and the idle prefetch
 * (route-prefetch.ts) calls the same loaders early. A module is fetched once however often
 * its loader runs, since the browser caches `import()`.
 */
type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * A page shows once its code and the whole catalogue of the active language are in: the first
 * load carries only the first screen's English messages (lib/i18n/message-store.ts). The
 * recipes page is that first screen: its messages are all there, so it does not wait.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { isFirstScreen = false } = {},
): PageLoader {
  return async () => {
    const [module] = await Promise.all([load(), isFirstScreen ? null : completeCatalogue()]);
    return { Component: pick(module) };
  };
}

export const pageLoaders = {
  recipes: page(
    () => import('./routes/recipes-page'),
    (m) => m.RecipesPage,
    { isFirstScreen: true },
  ),
  favorites: page(
    () => import('./routes/favorites-page'),
    (m) => m.FavoritesPage,
  ),
  mealPlan: page(
    () => import('./routes/meal-plan-page'),
    (m) => m.MealPlanPage,
  ),
  today: page(
    () => import('./routes/today-page'),
    (m) => m.TodayPage,
  ),
  shoppingList: page(
    () => import('./routes/shopping-list-page'),
    (m) => m.ShoppingListPage,
  ),
  cook: page(
    () => import('./routes/cook-page'),
    (m) => m.CookPage,
  ),
  pantry: page(
    () => import('./routes/pantry-page'),
    (m) => m.PantryPage,
  ),
  cookFromPantry: page(
    () => import('./routes/cook-from-pantry-page'),
    (m) => m.CookFromPantryPage,
  ),
  recipeForm: page(
    () => import('./routes/recipe-form-page'),
    (m) => m.RecipeFormPage,
  ),
  settings: page(
    () => import('./routes/settings/settings-page'),
    (m) => m.SettingsPage,
  ),
  profile: page(
    () => import('./routes/profile-page'),
    (m) => m.ProfilePage,
  ),
  adminDashboard: page(
    () => import('./routes/admin/admin-dashboard-page'),
    (m) => m.AdminDashboardPage,
  ),
  adminCookbooks: page(
    () => import('./routes/admin/admin-cookbooks-page'),
    (m) => m.AdminCookbooksPage,
  ),
  adminRoles: page(
    () => import('./routes/admin/admin-roles-page'),
    (m) => m.AdminRolesPage,
  ),
  adminUsers: page(
    () => import('./routes/admin/admin-users-page'),
    (m) => m.AdminUsersPage,
  ),
  adminUserFamilies: page(
    () => import('./routes/admin/admin-user-families-page'),
    (m) => m.AdminUserFamiliesPage,
  ),
  adminFamilies: page(
    () => import('./routes/admin/admin-families-page'),
    (m) => m.AdminFamiliesPage,
  ),
  import: page(
    () => import('./routes/import-page'),
    (m) => m.ImportPage,
  ),
  importText: page(
    () => import('./routes/import-text-page'),
    (m) => m.ImportTextPage,
  ),
  importApp: page(
    () => import('./routes/import-app-page'),
    (m) => m.ImportAppPage,
  ),
} satisfies Record<string, PageLoader>;

export type PageName = keyof typeof pageLoaders;
