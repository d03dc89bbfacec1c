import type { Database } from '#server/db/client';
import { ingredientKeys, type IngredientKey } from '#shared/pantry/pantry-coverage';
import type { RecipeIngredient } from '#shared/shopping/ingredient-line';
import { findIngredientLines, findRecipeVersions } from './cookable-recipes.repository';

/** Recipes per query and per stretch of reading before other requests get a turn. */
const CHUNK = 500;

type Entry = { updatedAt: number; keys: IngredientKey[] };

const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Each recipe's ingredient keys (ingredientKeys), kept per recipe version (decision 046):
 * reading the lines of 10,000 recipes takes seconds, ranking them with their keys
 * milliseconds. An entry is the keys of the recipe as of its `updatedAt`, which every edit
 * moves (recipe-write.repository.ts). A family's recipes are checked against their
 * `updatedAt` only when its recipe list version moved since the last check (the version moves
 * with every write to its recipes, their ingredients and cookbooks, decision 025); between
 * moves the cached keys are served as they are. Recipe content is the same for every family,
 * so the entries are shared. At most `maxRecipes` are kept, the oldest stored going first.
 */
export class RecipeKeysCache {
  readonly #entries = new Map<number, Entry>();
  /** Per family: the recipe list version its recipes' entries were last checked at. */
  readonly #checked = new Map<number, string>();
  readonly #checking = new Map<number, Promise<void>>();

  constructor(readonly maxRecipes = 60_000) {}

  get size() {
    return this.#entries.size;
  }

  /** Brings the keys of `recipeIds` (the family's) up to `version`; answers a lookup by id. */
  async keysOf(
    db: Database,
    familyId: number,
    version: string,
    recipeIds: readonly number[],
  ): Promise<(recipeId: number) => readonly IngredientKey[]> {
    for (;;) {
      const fresh =
        this.#checked.get(familyId) === version && recipeIds.every((id) => this.#entries.has(id));
      if (fresh) break;
      const running = this.#checking.get(familyId);
      if (running) {
        await running;
        continue;
      }
      const check = this.#check(db, familyId, version, recipeIds).finally(() =>
        this.#checking.delete(familyId),
      );
      this.#checking.set(familyId, check);
      await check;
      break;
    }
    // A recipe deleted since the list was read (or evicted under a flood of families): none.
    return (id) => this.#entries.get(id)?.keys ?? [];
  }

  /** Reads anew the keys of those of `recipeIds` that changed or are not kept. */
  async #check(db: Database, familyId: number, version: string, recipeIds: readonly number[]) {
    const stale: Array<{ id: number; updatedAt: number }> = [];
    for (const row of await findRecipeVersions(db, recipeIds)) {
      const updatedAt = row.updatedAt.getTime();
      if (this.#entries.get(row.id)?.updatedAt !== updatedAt) stale.push({ id: row.id, updatedAt });
    }
    for (let i = 0; i < stale.length; i += CHUNK) {
      const chunk = stale.slice(i, i + CHUNK);
      const lines = new Map<number, RecipeIngredient[]>(chunk.map(({ id }) => [id, []]));
      for (const { recipeId, ...line } of await findIngredientLines(
        db,
        chunk.map(({ id }) => id),
      )) {
        lines.get(recipeId)!.push(line);
      }
      // A recipe edited after its updatedAt was read keeps the older stamp, so it is read
      // again at the next check: never newer keys under an older stamp than they belong to.
      for (const { id, updatedAt } of chunk) {
        this.#store(id, { updatedAt, keys: ingredientKeys(lines.get(id)!) });
      }
      await yieldToOthers();
    }
    // Checked at the version read before the check began: data at least that new.
    this.#checked.set(familyId, version);
  }

  #store(id: number, entry: Entry) {
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxRecipes) break;
      this.#entries.delete(oldest);
    }
  }
}
