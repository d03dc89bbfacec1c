/**
 * The writers of bench/recipes-list.ts, all through the running server's API as the browser
 * sends them: a recipe editor whose saves change the list, a member favouriting, meal plans.
 */
import { recipeVersionTag, RECIPE_VERSION_HEADER } from '#shared/recipes/recipe-write.schemas';
import type { RecipeWriteInput, RecipeWriteResult } from '#shared/recipes/recipe-write.schemas';
import { repeatEvery } from './recipes-list-tools';

type Card = { id: number; title: string; category: { id: number }; cookbook: { id: number } };
type Session = { baseUrl: string; headers: Record<string, string> };

const json = (session: Session) => ({
  ...session.headers,
  'content-type': 'application/json',
});

async function send(session: Session, method: string, path: string, body?: unknown) {
  const res = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: body === undefined ? session.headers : json(session),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}`);
  return res;
}

/**
 * Saves `card`'s recipe every `ms` (PATCH /api/recipes/:id with If-Match), with a new title
 * each time, so its card changes and moves in the list, and new ingredients (the search
 * index). After each save, asks for the family list once as the editor's browser would and
 * records how long that took: the patched list (decision 032). stop() resolves with how many
 * saves ran and those times.
 */
export async function editEvery(ms: number, session: Session, card: Card, listUrl: string) {
  const detail = (await (await send(session, 'GET', `/api/recipes/${card.id}`)).json()) as {
    updatedAt: string;
  };
  let version = detail.updatedAt;
  let saves = 0;
  const listAfterSaveMs: number[] = [];
  const editing = repeatEvery(ms, async () => {
    saves++;
    const body: RecipeWriteInput = {
      recipe: {
        cookbookId: card.cookbook.id,
        categoryId: card.category.id,
        title: `${saves % 2 ? 'Zesty' : 'Mellow'} ${card.title} (take ${saves})`,
        subtitle: `Edited ${saves} times`,
        servings: 4,
        imageUrl: null,
      },
      ingredients: [
        { quantity: '2', unitId: null, text: `onions, take ${saves}` },
        { quantity: null, unitId: null, text: 'salt to taste' },
      ],
      directions: [{ stepNumber: 1, text: 'Cook until done.' }],
    };
    const res = await fetch(`${session.baseUrl}/api/recipes/${card.id}`, {
      method: 'PATCH',
      headers: { ...json(session), [RECIPE_VERSION_HEADER]: recipeVersionTag(version) },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`PATCH /api/recipes answered ${res.status}`);
    version = ((await res.json()) as RecipeWriteResult).updatedAt;
    const asked = performance.now();
    const list = await fetch(listUrl, { headers: session.headers });
    await list.arrayBuffer();
    listAfterSaveMs.push(performance.now() - asked);
  });
  return { stop: async () => ({ saves: await editing.stop(), listAfterSaveMs }) };
}

/** A member favourites and unfavourites `recipeId` every `ms`. */
export function favouriteEvery(ms: number, session: Session, recipeId: number) {
  let favorited = false;
  return repeatEvery(ms, async () => {
    if (favorited) await send(session, 'DELETE', `/api/favorites/${recipeId}`);
    else await send(session, 'POST', '/api/favorites', { recipeId });
    favorited = !favorited;
  });
}

/**
 * Plans `recipeId` for dinner every `ms` (the fan-out to the event streams,
 * product rule: live-budget).
 */
export function planEvery(ms: number, session: Session, familyId: number, recipeId: number) {
  return repeatEvery(ms, () =>
    send(session, 'POST', '/api/meal-plans', {
      familyId,
      date: '2030-01-06',
      mealType: 'Dinner',
      plannedServings: 4,
      recipeId,
      isPlaceholder: false,
      placeholderData: null,
    }),
  );
}
