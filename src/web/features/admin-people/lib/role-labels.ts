import type { RoleType } from '#shared/admin/roles.schemas';
import type { MessageId } from '#web/lib/i18n/catalogues';

/** Each role's name on screen ('Super Admin', 'Cookbook Editor'). */
export const ROLE_LABEL_IDS = {
  super_admin: 'adminPeople.role.superAdmin',
  cookbook_editor: 'adminPeople.role.cookbookEditor',
} as const satisfies Record<RoleType, MessageId>;
