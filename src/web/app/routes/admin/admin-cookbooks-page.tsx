import { CookbookManager } from '#web/features/admin-cookbooks/components/cookbook-manager';

/** /admin/cookbooks (settings doc §2 Cookbook management). */
export function AdminCookbooksPage() {
  return <CookbookManager />;
}
