import { useEffect, useState } from 'react';
import { cookProgressKey, readCookProgress, saveCookProgress } from '../lib/cook-progress';

/**
 * The step on screen and the ticked ingredients, saved on this device as they change, so a
 * reload or a phone that locked lands where the cook was (per recipe and servings).
 */
export function useCookProgress(recipeId: number, servings: number, stepCount: number) {
  const key = cookProgressKey(recipeId, servings);
  const [progress, setProgress] = useState(() => readCookProgress(key, Math.max(stepCount, 1)));
  useEffect(() => saveCookProgress(key, progress), [key, progress]);

  const lastStep = Math.max(stepCount - 1, 0);
  return {
    step: Math.min(progress.step, lastStep),
    ticked: new Set(progress.ticked),
    goToStep: (step: number) =>
      setProgress((current) => ({ ...current, step: Math.min(Math.max(step, 0), lastStep) })),
    toggleTicked: (ingredientId: number) =>
      setProgress((current) => ({
        ...current,
        ticked: current.ticked.includes(ingredientId)
          ? current.ticked.filter((id) => id !== ingredientId)
          : [...current.ticked, ingredientId],
      })),
    /** Finished: the next time starts at the first step with nothing ticked. */
    reset: () => setProgress({ step: 0, ticked: [] }),
  };
}
