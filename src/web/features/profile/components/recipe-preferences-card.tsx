import { useIntl } from 'react-intl';
import { errorMessage } from '#web/lib/i18n/error-message';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Label } from '#web/components/ui/label';
import { Switch } from '#web/components/ui/switch';
import { usePreferences } from '#web/lib/session/preferences';
import { useUpdatePreferences } from '#web/lib/session/update-preferences';
import { toast } from '#web/lib/use-toast';

/** Recipe Preferences: the Show Hidden Recipes switch (PATCH /api/user/preferences). */
export function RecipePreferencesCard() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const intl = useIntl();
  // While the change is on its way the switch shows where it is going.
  const checked =
    update.isPending && update.variables.showHiddenRecipes !== undefined
      ? update.variables.showHiddenRecipes
      : (preferences.data?.showHiddenRecipes ?? false);

  const onCheckedChange = (showHiddenRecipes: boolean) => {
    update.mutate(
      { showHiddenRecipes },
      {
        onSuccess: () =>
          toast({ title: intl.formatMessage({ id: 'profile.preferences.updated' }) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'profile.errorTitle' }),
            description: errorMessage(intl, error, 'profile.preferences.updateFailed'),
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'profile.preferences.title' })}</CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: 'profile.preferences.description' })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="show-hidden-recipes" className="text-base sm:text-sm">
              {intl.formatMessage({ id: 'profile.preferences.showHidden' })}
            </Label>
            <p id="show-hidden-recipes-description" className="text-sm text-muted-foreground">
              {intl.formatMessage({ id: 'profile.preferences.showHiddenDescription' })}
            </p>
          </div>
          <Switch
            id="show-hidden-recipes"
            checked={checked}
            disabled={preferences.isPending || update.isPending}
            onCheckedChange={onCheckedChange}
            aria-describedby="show-hidden-recipes-description"
          />
        </div>
      </CardContent>
    </Card>
  );
}
