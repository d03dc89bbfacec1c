import { CookbookManager } from '#web/features/admin-cookbooks/components/cookbook-manager';

/** /admin/cookbooks (product rule: admin-cookbooks). */
export function AdminCookbooksPage() {
  return <CookbookManager />;
}
