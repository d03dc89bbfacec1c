/**
 * Ids for recipes of an export that gives them none (a CSV row, a recipe in one HTML file): the
 * file's path and the recipe's title as a slug ('plantoeat.csv#apple-pie'), numbered when a
 * title repeats. The title rather than the row's position: a later export of the same app, with
 * recipes added or removed before it, still names the recipe the same way, so a second import
 * never mistakes one recipe for another that now stands at its place.
 */

/** A title as a slug: lower case, letters and digits of any script, '-' between words. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Makes the ids of one file's recipes, in order: a repeated title's second is '...-2'. */
export function recipeKeys(path: string): (title: string) => string {
  const seen = new Map<string, number>();
  return (title) => {
    const slug = slugOf(title) || 'recipe';
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return `${path}#${count === 1 ? slug : `${slug}-${count}`}`;
  };
}
