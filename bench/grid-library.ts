import type { Page } from 'playwright-core';

/**
 * A library of any size for the recipes grid, built from the signed-in user's real seeded list
 * (so every card has a real picture, category and cookbook): the list answer and the
 * ingredient search index are answered from copies of the real rows, everything else is the
 * real server. Used by bench/grid-scroll.ts and e2e/recipes-performance.spec.ts.
 */

export type LibraryRow = { id: number; title: string; [key: string]: unknown };

const LIST_ROUTE = '**/api/families/*/recipes';
const INDEX_ROUTE = '**/api/families/*/recipes/search-index';

async function familyGet<T>(page: Page, path: string): Promise<T> {
  const families = (await (await page.request.get('/api/families')).json()) as { id: number }[];
  const answer = await page.request.get(`/api/families/${families[0]!.id}${path}`);
  return (await answer.json()) as T;
}

/**
 * `count` copies of the real rows, every field kept whatever the list answer carries; the
 * first copy of each keeps its real id, the others get made-up ones. Titles end in a number
 * (`#00042`), so a search can single out one card.
 */
export function libraryOf(real: readonly LibraryRow[], count: number): LibraryRow[] {
  return Array.from({ length: count }, (_, i) => {
    const base = real[i % real.length]!;
    const id = i < real.length ? base.id : 100_000 + i;
    return { ...base, id, title: `${base.title} #${String(i).padStart(5, '0')}` };
  });
}

/**
 * Answers the family's list with `count` recipes and its search index with each copy's
 * ingredient texts (so a search at 10,000 recipes looks through 10,000 ingredient lists).
 * `unmockLibrary` puts the real answers back.
 */
export async function mockLibrary(page: Page, count: number) {
  const real = await familyGet<LibraryRow[]>(page, '/recipes');
  const realIndex = new Map(await familyGet<[number, string][]>(page, '/recipes/search-index'));
  const recipes = libraryOf(real, count);
  const body = JSON.stringify(recipes);
  const index = new Map(
    recipes.map((recipe, i) => [recipe.id, realIndex.get(real[i % real.length]!.id) ?? '']),
  );
  const indexBody = JSON.stringify([...index]);
  // The index route is matched first: the list's glob does not reach into /search-index.
  await page.route(INDEX_ROUTE, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: indexBody }),
  );
  await page.route(LIST_ROUTE, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  return { recipes, body, index };
}

export async function unmockLibrary(page: Page) {
  await page.unroute(LIST_ROUTE);
  await page.unroute(INDEX_ROUTE);
}
