import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { RecipeBrief } from '#shared/recipes/recipes.schemas';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { toast } from '#web/lib/use-toast';
import { clearPlanningPicks, getPlanningPicks, togglePlanningPick } from '#web/lib/planning-picks';
import { familyRecipesQueryKey } from '#web/lib/query-keys';
import { useStageRecipe } from '../api/stage-recipe';

/**
 * Stages the recipes picked on the recipes list (session storage planningRecipes) when the
 * meal planning screen opens, then clears the picks (product rule: planning-picks). The list is
 * cleared before the requests go out, so React's doubled effects in development, a second render or
 * a second tab find nothing left to stage; picks the server refuses are put back. Offline the
 * picks stay picked on this device and are staged once the network is back (they were never
 * sent, so nothing is queued: docs/decisions/048).
 */
export function useStagePlanningPicks(familyId: number | null) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { mutateAsync } = useStageRecipe();
  const isStaging = useRef(false);
  const { offline } = useNeedsConnection();

  useEffect(() => {
    if (familyId === null || offline || isStaging.current) return;
    const picks = getPlanningPicks();
    if (picks.length === 0) return;
    isStaging.current = true;
    clearPlanningPicks();

    const known = queryClient.getQueryData<RecipeBrief[]>(familyRecipesQueryKey(familyId));
    const requests = picks.map((recipeId) => {
      const recipe = known?.find((r) => r.id === recipeId) ?? null;
      return mutateAsync({
        familyId,
        recipeId,
        batchCount: 1,
        title: recipe?.title ?? intl.formatMessage({ id: 'staging.picks.untitled' }),
        recipe,
      });
    });

    void Promise.allSettled(requests).then((results) => {
      isStaging.current = false;
      const staged = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const failedIds = picks.filter((_, index) => results[index]?.status === 'rejected');
      for (const recipeId of failedIds) {
        if (!getPlanningPicks().includes(recipeId)) togglePlanningPick(recipeId);
      }
      if (failedIds.length > 0) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'staging.errorTitle' }),
          description: intl.formatMessage({ id: 'staging.addFailed' }),
        });
      } else if (staged.length > 0) {
        const description =
          staged.length === 1
            ? intl.formatMessage(
                { id: 'staging.added.description' },
                {
                  title:
                    staged[0]?.recipe?.title ??
                    intl.formatMessage({ id: 'staging.picks.theRecipe' }),
                },
              )
            : intl.formatMessage({ id: 'staging.added.many' }, { count: staged.length });
        toast({ title: intl.formatMessage({ id: 'staging.added.title' }), description });
      }
    });
  }, [familyId, offline, intl, mutateAsync, queryClient]);
}
