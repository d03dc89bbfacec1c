import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#shared/admin/users.schemas';
import { adminKeys } from './admin-people-keys';
import type { ListPage } from './admin-list';

export interface KnownUser {
  name: string;
  email: string;
}

/**
 * A user's name and email from the pages of users already loaded (the Users page's View Roles
 * link comes from one); null when none holds them (a typed address: there is no call for one
 * user).
 */
export function useKnownUser(userId: number | null): KnownUser | null {
  const queryClient = useQueryClient();
  if (userId === null) return null;
  for (const [, page] of queryClient.getQueriesData<ListPage<AdminUser>>({
    queryKey: adminKeys.users,
  })) {
    const user = page?.rows.find((u) => u.id === userId);
    if (user) return { name: user.name, email: user.email };
  }
  return null;
}
