import { PageHeader } from '#web/components/layout/page-header';
import { AccountCard } from './account-card';
import { AppearanceCard } from './appearance-card';
import { NotificationsCard } from './notifications-card';
import { ProfileCard } from './profile-card';

/** /settings (product rule: settings-page): profile, appearance, notifications, account. */
export function SettingsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description="Make the cookbook feel like your kitchen." />
      <div className="grid gap-6">
        <ProfileCard />
        <AppearanceCard />
        <NotificationsCard />
        <AccountCard />
      </div>
    </div>
  );
}
