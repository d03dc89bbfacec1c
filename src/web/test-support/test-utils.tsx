import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { CurrentUser } from '#shared/auth/auth.schemas';
import type { Locale } from '#shared/i18n/locales';
import type { MeasurementSystem } from '#shared/measures/measurement-system';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { listAnswers } from './recipe-fixtures';
import { AppProviders } from '#web/app/providers';
import { routes } from '#web/app/router';
import { createQueryClient } from '#web/lib/query-client';

/**
 * Test helpers for the web client: a fake server for `fetch` and a renderer for the whole app
 * on a memory router.
 */

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Extra response headers (e.g. X-Total-Count). */
  headers?: Record<string, string>;
}

export type FakeRoutes = Record<string, FakeResponse | ((init: RequestInit) => FakeResponse)>;

export interface FetchCall {
  method: string;
  url: string;
  init: RequestInit;
}

/**
 * Replaces `fetch` with a table of "METHOD /path" → response. Unknown routes answer 404 with
 * the server's JSON error shape. Returns the calls made, for assertions.
 */
export function installFakeServer(routes: FakeRoutes) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, init });
    const path = url.split('?')[0]!;
    const entry = routes[`${method} ${path}`];
    const response =
      typeof entry === 'function'
        ? entry(init)
        : (entry ?? {
            status: 404,
            body: { code: 'not_found', message: `Route ${method} ${path} not found` },
          });
    return Promise.resolve(toResponse(response));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function toResponse({ status = 200, body, headers }: FakeResponse): Response {
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const testUser: CurrentUser = {
  id: 7,
  name: 'Maria Garcia',
  email: 'maria@example.com',
  picture: null,
  isSuperAdmin: false,
};

/** A signed-in server: one user, the given families and preference, role data. */
export function signedInRoutes({
  user = testUser,
  families = [{ id: 1, name: 'The Garcias', createdAt: '2024-01-01T00:00:00.000Z' }],
  preferredFamilyId = null as number | null,
  cookbookRoles = [] as Array<{ cookbookId: number; canEdit: boolean; canView: boolean }>,
  isFamilyAdmin = false,
  recipes = [] as RecipeSummary[],
  language = null as Locale | null,
  measurementSystem = 'asWritten',
}: {
  user?: CurrentUser;
  families?: Array<{ id: number; name: string; createdAt: string }>;
  preferredFamilyId?: number | null;
  cookbookRoles?: Array<{ cookbookId: number; canEdit: boolean; canView: boolean }>;
  isFamilyAdmin?: boolean;
  /** The family recipe list of every family (and, filtered, the favourites). */
  recipes?: RecipeSummary[];
  /** The language saved on the user (Settings → Language); null follows the browser. */
  language?: Locale | null;
  /** Settings → Measures. */
  measurementSystem?: MeasurementSystem;
} = {}): FakeRoutes {
  const routes: FakeRoutes = {
    'GET /api/auth/user': { body: user },
    'GET /api/auth/is-super-admin': { body: user.isSuperAdmin },
    'GET /api/families': { body: families },
    'GET /api/user/preferences': {
      body: {
        preferredFamilyId,
        showHiddenRecipes: false,
        language,
        measurementSystem,
      },
    },
    'GET /api/user/cookbook-roles': { body: cookbookRoles },
    'POST /api/auth/logout': { status: 204 },
  };
  for (const family of families) {
    routes[`GET /api/user-families/user/${user.id}/family/${family.id}`] = {
      body: { userId: user.id, familyId: family.id, isMember: true, isAdmin: isFamilyAdmin },
    };
    // The list answers the server gives for these recipes (hidden ones are in the list only
    // when the user shows hidden recipes, so a hidden fixture means they do).
    const { cards, marks } = listAnswers(
      recipes,
      recipes.some((recipe) => recipe.isHidden),
    );
    routes[`GET /api/families/${family.id}/recipes`] = { body: cards };
    routes[`GET /api/families/${family.id}/recipe-marks`] = { body: marks };
    routes[`GET /api/families/${family.id}/recipes/search-index`] = { body: [] };
  }
  routes['GET /api/user/favorites'] = { body: recipes.filter((recipe) => recipe.isFavorite) };
  return routes;
}

export const signedOutRoutes = (config = { googleConfigured: true, demoSignIn: false }) =>
  ({
    'GET /api/auth/user': { status: 401, body: { code: 'unauthorized', message: 'Sign in' } },
    'GET /api/auth/config': { body: config },
  }) satisfies FakeRoutes;

/** Renders the whole app (providers + routes) at `path` on a memory router. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/**
 * Presses the trigger of a popup whose code loads late (components/ui/deferred.tsx): points
 * at it, waits until the real trigger has replaced the placeholder, then clicks that one. A
 * click aimed at the placeholder found a moment earlier could reach it just after it left the
 * page, and open nothing.
 */
export async function pressDeferredTrigger(findTrigger: () => HTMLElement) {
  await userEvent.hover(await waitFor(findTrigger));
  const trigger = await waitFor(() => {
    const current = findTrigger();
    expect(current.closest('[data-deferred]')).toHaveAttribute('data-deferred', 'loaded');
    return current;
  });
  await userEvent.click(trigger);
}

/**
 * Waits until no query is loading: what a test does before it changes the fake server under
 * the page, so that no request of the first page gets the new answers.
 */
export async function waitForQueriesIdle(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

/** Radix Select asks for pointer capture and scrolls its options into view; jsdom has neither. */
export function polyfillRadixSelect() {
  const element = Element.prototype as unknown as Record<string, unknown>;
  element.hasPointerCapture ??= () => false;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
}
