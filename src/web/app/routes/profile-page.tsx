import { PageHeader } from '#web/components/layout/page-header';
import { AccountDetailsCard } from '#web/features/profile/components/account-details-card';
import { FamilyCard } from '#web/features/profile/components/family-card';
import { MyCookbooksCard } from '#web/features/profile/components/my-cookbooks-card';
import { RecipePreferencesCard } from '#web/features/profile/components/recipe-preferences-card';

/** /profile (product rule: profile): account, family, recipe preferences and active cookbooks. */
export function ProfilePage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Profile" description="Your account, your family and your cookbooks." />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <AccountDetailsCard />
        <FamilyCard />
        <RecipePreferencesCard />
        <MyCookbooksCard />
      </div>
    </div>
  );
}
