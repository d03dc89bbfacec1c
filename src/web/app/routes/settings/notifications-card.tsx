import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { STORAGE_KEYS } from '#web/lib/storage';
import { useStoredBoolean } from '#web/lib/use-stored-boolean';
import { SwitchSetting } from './setting-row';

/** Local-only switches (product rule: notification-switches): stored on this device, default on. */
export function NotificationsCard() {
  const [push, setPush] = useStoredBoolean(STORAGE_KEYS.pushNotifications, true);
  const [recipeUpdates, setRecipeUpdates] = useStoredBoolean(STORAGE_KEYS.recipeUpdates, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Saved on this device only.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SwitchSetting
          id="setting-push-notifications"
          label="Push Notifications"
          description="Reminders about today's meals."
          checked={push}
          onCheckedChange={setPush}
        />
        <SwitchSetting
          id="setting-recipe-updates"
          label="Recipe Updates"
          description="Hear about new and changed family recipes."
          checked={recipeUpdates}
          onCheckedChange={setRecipeUpdates}
        />
      </CardContent>
    </Card>
  );
}
