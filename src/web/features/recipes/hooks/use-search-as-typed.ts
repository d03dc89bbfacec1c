import { useDeferredValue } from 'react';

/**
 * The search a recipe list filters by: what was typed, at every keystroke, with no fixed wait
 * (docs/decisions/031, in place of the spec's 300 ms debounce). Filtering is the cheap part,
 * a few milliseconds at 10,000 recipes once the texts are normalised (createRecipeFilter).
 * Drawing the new cards is the expensive part, and React renders it in the background
 * (useDeferredValue): typing never waits for it, and a key pressed while it renders drops that
 * render for the newer search. The box shows every key at once; the results follow as fast as
 * they can be drawn.
 */
export function useSearchAsTyped(search: string): string {
  return useDeferredValue(search);
}
