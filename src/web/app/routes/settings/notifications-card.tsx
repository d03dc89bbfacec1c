import { useIntl } from 'react-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { STORAGE_KEYS } from '#web/lib/storage';
import { useStoredBoolean } from '#web/lib/use-stored-boolean';
import { SwitchSetting } from './setting-row';

/** Local-only switches (product rule: notification-switches): stored on this device, default on. */
export function NotificationsCard() {
  const [push, setPush] = useStoredBoolean(STORAGE_KEYS.pushNotifications, true);
  const [recipeUpdates, setRecipeUpdates] = useStoredBoolean(STORAGE_KEYS.recipeUpdates, true);
  const intl = useIntl();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'settings.notifications.title' })}</CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: 'settings.notifications.description' })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SwitchSetting
          id="setting-push-notifications"
          label={intl.formatMessage({ id: 'settings.notifications.push' })}
          description={intl.formatMessage({ id: 'settings.notifications.pushDescription' })}
          checked={push}
          onCheckedChange={setPush}
        />
        <SwitchSetting
          id="setting-recipe-updates"
          label={intl.formatMessage({ id: 'settings.notifications.recipeUpdates' })}
          description={intl.formatMessage({
            id: 'settings.notifications.recipeUpdatesDescription',
          })}
          checked={recipeUpdates}
          onCheckedChange={setRecipeUpdates}
        />
      </CardContent>
    </Card>
  );
}
