import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { queryClient } from '#web/lib/query-client';
import { pageLoaders } from './lazy-pages';
import { prefetchWhenSettled } from './route-prefetch';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoading } from './routes/page-loading';
import { RouteErrorPage } from './routes/route-error-page';
import { RequireEditorRole, RequireSuperAdmin } from './routes/route-guards';
import { Root } from './root';

/**
 * Every client route. Signed-out users get the login page on any of them (see Root). Pages
 * still to come are titled placeholders, so no link in the shell is dead. A page that throws
 * while rendering shows RouteErrorPage inside the shell; an error in the shell itself shows
 * it on a page of its own.
 *
 * Pages are lazy (docs/decisions/020): a navigation loads the page's chunk first and keeps
 * the current page on screen meanwhile. On the first load the shell (Root) renders at once
 * and the page's place shows PageLoading (the `HydrateFallback`) until its chunk is in; a
 * chunk that fails to load (say, a deploy replaced it) shows RouteErrorPage.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage fullPage />,
    children: [
      { errorElement: <RouteErrorPage />, HydrateFallback: PageLoading, children: pageRoutes() },
    ],
  },
];

function pageRoutes(): RouteObject[] {
  return [
    { index: true, lazy: pageLoaders.recipes },
    // Only reached when signed in: Root redirects /auth to / (and shows login when signed out).
    { path: 'auth', element: <Navigate to="/" replace /> },
    { path: 'favorites', lazy: pageLoaders.favorites },
    { path: 'meal-plan', lazy: pageLoaders.mealPlan },
    { path: 'the-plan', lazy: pageLoaders.today },
    { path: 'shopping-list', lazy: pageLoaders.shoppingList },
    { path: 'pantry', lazy: pageLoaders.pantry },
    { path: 'pantry/cook', lazy: pageLoaders.cookFromPantry },
    { path: 'recipe/new', lazy: pageLoaders.recipeForm },
    { path: 'recipe/edit/:id', lazy: pageLoaders.recipeForm },
    { path: 'recipe/:id/cook', lazy: pageLoaders.cook },
    { path: 'settings', lazy: pageLoaders.settings },
    { path: 'profile', lazy: pageLoaders.profile },
    {
      element: <RequireSuperAdmin />,
      children: [
        { path: 'admin', lazy: pageLoaders.adminDashboard },
        { path: 'admin/cookbooks', lazy: pageLoaders.adminCookbooks },
        { path: 'admin/roles', lazy: pageLoaders.adminRoles },
        { path: 'admin/users', lazy: pageLoaders.adminUsers },
        { path: 'admin/user-families', lazy: pageLoaders.adminUserFamilies },
        { path: 'admin/families', lazy: pageLoaders.adminFamilies },
      ],
    },
    {
      // Import is open to any editor role, not only super admins (product rule: import-access).
      element: <RequireEditorRole />,
      children: [
        { path: 'admin/import', lazy: pageLoaders.import },
        { path: 'admin/import-text', lazy: pageLoaders.importText },
        { path: 'admin/import-app', lazy: pageLoaders.importApp },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** The app's router; it also prefetches the likely next pages once the first one settled. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  prefetchWhenSettled(router, queryClient);
  return router;
}
