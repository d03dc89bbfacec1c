import { z } from 'zod';
import {
  createRoleBodySchema,
  ROLE_TYPES,
  type CreateRoleBody,
  type RoleType,
} from '#shared/admin/roles.schemas';
import { formSchemaFor } from '#web/lib/form-schema';

/** What the Assign Role selects hold: ids as text, '' for nothing chosen. */
export interface RoleFormValues {
  userId: string;
  role: RoleType | '';
  cookbookId: string;
}

/**
 * The body the form sends: what is chosen, nothing more. A cookbook goes along only for a
 * cookbook editor (a super admin is global).
 */
export function roleFormBody(values: RoleFormValues): CreateRoleBody {
  return {
    userId: values.userId ? Number(values.userId) : undefined,
    role: values.role || undefined,
    cookbookId:
      values.role === 'cookbook_editor' && values.cookbookId
        ? Number(values.cookbookId)
        : undefined,
  };
}

/** The shared schema's first message ('User and role type are required', ...) is the form's. */
export const roleFormSchema = formSchemaFor({
  fields: z.object({
    userId: z.string(),
    role: z.enum(ROLE_TYPES).or(z.literal('')),
    cookbookId: z.string(),
  }),
  toBody: roleFormBody,
  body: createRoleBodySchema,
  path: 'root',
});
