import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FavoritesPage } from './routes/favorites-page';
import { ImportPage } from './routes/import-page';
import { ImportTextPage } from './routes/import-text-page';
import { MealPlanPage } from './routes/meal-plan-page';
import { NotFoundPage } from './routes/not-found-page';
import { PlaceholderPage } from './routes/placeholder-page';
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
    { path: 'profile', element: <PlaceholderPage title="Profile" /> },
    {
      element: <RequireSuperAdmin />,
      children: [
        { path: 'admin', element: <PlaceholderPage title="Admin Dashboard" /> },
        { path: 'admin/cookbooks', element: <PlaceholderPage title="Cookbook Management" /> },
        { path: 'admin/roles', element: <PlaceholderPage title="User Roles" /> },
        { path: 'admin/users', element: <PlaceholderPage title="User Management" /> },
        {
          path: 'admin/user-families',
          element: <PlaceholderPage title="User Family Management" />,
        },
        { path: 'admin/families', element: <PlaceholderPage title="Family Management" /> },
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
