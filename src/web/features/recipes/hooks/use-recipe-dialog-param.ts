import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The search parameter that opens the recipe dialog: /?recipe=12, /favorites?recipe=12. */
export const RECIPE_PARAM = 'recipe';

/** A positive integer id from the parameter, else null. */
export function parseRecipeParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

interface DialogHistoryState {
  openedRecipeDialog?: boolean;
}

/**
 * The recipe dialog lives in the URL so it can be linked and reloaded. Opening pushes a
 * history entry (Back closes it); closing goes back to that entry when the app opened the
 * dialog, else (a link, a reload) replaces the URL without the parameter.
 */
export function useRecipeDialogParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const recipeId = parseRecipeParam(searchParams.get(RECIPE_PARAM));
  const openedHere = (location.state as DialogHistoryState | null)?.openedRecipeDialog === true;

  const openRecipe = useCallback(
    (id: number) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(RECIPE_PARAM, String(id));
          return next;
        },
        { state: { openedRecipeDialog: true } satisfies DialogHistoryState },
      );
    },
    [setSearchParams],
  );

  const closeRecipe = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(RECIPE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openedHere, navigate, setSearchParams]);

  return { recipeId, openRecipe, closeRecipe };
}
