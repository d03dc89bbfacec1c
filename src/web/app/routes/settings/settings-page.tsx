import { useIntl } from 'react-intl';
import { PageHeader } from '#web/components/layout/page-header';
import { AccountCard } from './account-card';
import { AppearanceCard } from './appearance-card';
import { LanguageCard } from './language-card';
import { NotificationsCard } from './notifications-card';
import { ProfileCard } from './profile-card';

/**
 * /settings (product rule: settings-page): profile, appearance, notifications, account; and
 * language and measures, saved on the user (decision 041).
 */
export function SettingsPage() {
  const intl = useIntl();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={intl.formatMessage({ id: 'settings.title' })}
        description={intl.formatMessage({ id: 'settings.description' })}
      />
      <div className="grid gap-6">
        <ProfileCard />
        <AppearanceCard />
        <LanguageCard />
        <NotificationsCard />
        <AccountCard />
      </div>
    </div>
  );
}
