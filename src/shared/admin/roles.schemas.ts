import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids';

export const ROLE_TYPES = ['super_admin', 'cookbook_editor'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const ROLE_LABELS: Record<RoleType, string> = {
  super_admin: 'Super Admin',
  cookbook_editor: 'Cookbook Editor',
};

export const ROLE_MESSAGES = {
  userAndRoleRequired: 'User and role type are required',
  cookbookRequired: 'Cookbook must be selected for Cookbook Editor role',
  superAdminIsGlobal: 'Super admin is a global role and names no cookbook',
} as const;

/** GET /api/roles (optional ?userId= narrows it). cookbookId null: a global role. */
export const roleAssignmentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  role: z.enum(ROLE_TYPES),
  cookbookId: z.number().int().nullable(),
  cookbookName: z.string().nullable(),
  user: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

export const rolesQuerySchema = z.object({ userId: idParamSchema.optional() }).strict();

/**
 * POST /api/roles. A cookbook editor names a cookbook (the form requires one; a global editor
 * exists in the data model but is created only by the seed); a super admin never does.
 */
export const createRoleBodySchema = z
  .object({
    userId: idSchema.optional(),
    role: z.enum(ROLE_TYPES).optional(),
    cookbookId: idSchema.nullable().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.userId === undefined || b.role === undefined) {
      ctx.addIssue({ code: 'custom', message: ROLE_MESSAGES.userAndRoleRequired });
      return;
    }
    if (b.role === 'cookbook_editor' && b.cookbookId == null) {
      ctx.addIssue({
        code: 'custom',
        message: ROLE_MESSAGES.cookbookRequired,
        path: ['cookbookId'],
      });
    }
    if (b.role === 'super_admin' && b.cookbookId != null) {
      ctx.addIssue({
        code: 'custom',
        message: ROLE_MESSAGES.superAdminIsGlobal,
        path: ['cookbookId'],
      });
    }
  });
export type CreateRoleBody = z.infer<typeof createRoleBodySchema>;
