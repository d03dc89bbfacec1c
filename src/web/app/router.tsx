import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminCookbooksPage } from './routes/admin/admin-cookbooks-page';
import { AdminDashboardPage } from './routes/admin/admin-dashboard-page';
import { AdminFamiliesPage } from './routes/admin/admin-families-page';
import { AdminRolesPage } from './routes/admin/admin-roles-page';
import { AdminUserFamiliesPage } from './routes/admin/admin-user-families-page';
import { AdminUsersPage } from './routes/admin/admin-users-page';
import { FavoritesPage } from './routes/favorites-page';
import { ImportPage } from './routes/import-page';
import { ImportTextPage } from './routes/import-text-page';
import { MealPlanPage } from './routes/meal-plan-page';
import { NotFoundPage } from './routes/not-found-page';
import { ProfilePage } from './routes/profile-page';
import { RecipeFormPage } from './routes/recipe-form-page';
import { RecipesPage } from './routes/recipes-page';
import { RouteErrorPage } from './routes/route-error-page';
import { RequireEditorRole, RequireSuperAdmin } from './routes/route-guards';
import { SettingsPage } from './routes/settings/settings-page';
import { TodayPage } from './routes/today-page';
import { ShoppingListPage } from './routes/shopping-list-page';
import { Root } from './root';

/**
 * Every client route. Signed-out users get the login page on any of them (see Root). Pages
 * still to come are titled placeholders, so no link in the shell is dead. A page that throws
 * while rendering shows RouteErrorPage inside the shell; an error in the shell itself shows
 * it on a page of its own.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage fullPage />,
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes() }],
  },
];

function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <RecipesPage /> },
    // Only reached when signed in: Root redirects /auth to / (and shows login when signed out).
    { path: 'auth', element: <Navigate to="/" replace /> },
    { path: 'favorites', element: <FavoritesPage /> },
    { path: 'meal-plan', element: <MealPlanPage /> },
    { path: 'the-plan', element: <TodayPage /> },
    { path: 'shopping-list', element: <ShoppingListPage /> },
    { path: 'recipe/new', element: <RecipeFormPage /> },
    { path: 'recipe/edit/:id', element: <RecipeFormPage /> },
    { path: 'settings', element: <SettingsPage /> },
    { path: 'profile', element: <ProfilePage /> },
    {
      element: <RequireSuperAdmin />,
      children: [
        { path: 'admin', element: <AdminDashboardPage /> },
        { path: 'admin/cookbooks', element: <AdminCookbooksPage /> },
        { path: 'admin/roles', element: <AdminRolesPage /> },
        { path: 'admin/users', element: <AdminUsersPage /> },
        { path: 'admin/user-families', element: <AdminUserFamiliesPage /> },
        { path: 'admin/families', element: <AdminFamiliesPage /> },
      ],
    },
    {
      // Import is open to any editor role, not only super admins (settings doc §6).
      element: <RequireEditorRole />,
      children: [
        { path: 'admin/import', element: <ImportPage /> },
        { path: 'admin/import-text', element: <ImportTextPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
