import { useIntl } from 'react-intl';
import { PageHeader } from '#web/components/layout/page-header';
import { AccountDetailsCard } from '#web/features/profile/components/account-details-card';
import { FamilyCard } from '#web/features/profile/components/family-card';
import { MyCookbooksCard } from '#web/features/profile/components/my-cookbooks-card';
import { RecipePreferencesCard } from '#web/features/profile/components/recipe-preferences-card';

/** /profile (product rule: profile): account, family, recipe preferences and active cookbooks. */
export function ProfilePage() {
  const intl = useIntl();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={intl.formatMessage({ id: 'app.profile.title' })}
        description={intl.formatMessage({ id: 'app.profile.description' })}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <AccountDetailsCard />
        <FamilyCard />
        <RecipePreferencesCard />
        <MyCookbooksCard />
      </div>
    </div>
  );
}
