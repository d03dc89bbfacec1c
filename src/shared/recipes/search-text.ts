/**
 * The one text normalisation recipe search uses, on the server (the ingredient search index)
 * and in the browser (titles, and what the user types): accents dropped, lower case. No zod
 * here: the client imports it on its first page.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
