import { z } from 'zod';
import { idSchema } from '../validation/ids';
import { safeText } from '../validation/text';

export const USER_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  invalidEmail: 'Must be a valid email address',
  selectFamily: 'Please select a family',
} as const;

const NAME_MAX = 100;
const EMAIL_MAX = 254;

const userNameSchema = safeText({
  label: 'Name',
  min: 2,
  max: NAME_MAX,
  tooShortMessage: USER_MESSAGES.nameTooShort,
});
/** Stored as typed (trimmed); uniqueness is case-insensitive (users_email_uq on lower(email)). */
const emailSchema = safeText({ label: 'Email', max: EMAIL_MAX }).pipe(
  z.email({ error: USER_MESSAGES.invalidEmail }),
);
const familyIdSchema = z.number({ error: USER_MESSAGES.selectFamily }).pipe(idSchema);

/** GET /api/users: every user, for super admins. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  /** False until the person first signs in with that Google address (decision 002). */
  hasSignedIn: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /api/admin/users */
export const createUserBodySchema = z
  .object({
    name: userNameSchema,
    email: emailSchema,
    familyId: familyIdSchema,
    isAdmin: z.boolean().default(false),
  })
  .strict();
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** PATCH /api/admin/users/{id} */
export const updateUserBodySchema = z
  .object({ name: userNameSchema, email: emailSchema, isSuperAdmin: z.boolean() })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** What a user write answers with. */
export const userWriteResultSchema = z.object({ id: z.number().int() });

/** GET /api/user-families: one row per membership. */
export const membershipSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  familyId: z.number().int(),
  isAdmin: z.boolean(),
  userName: z.string(),
  userEmail: z.string(),
  familyName: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;

/**
 * GET /api/admin/users-with-families: one row per membership, and one row with null family
 * fields for each user who belongs to no family.
 */
export const userWithFamilySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  membershipId: z.number().int().nullable(),
  familyId: z.number().int().nullable(),
  familyName: z.string().nullable(),
  isFamilyAdmin: z.boolean(),
});
export type UserWithFamily = z.infer<typeof userWithFamilySchema>;

/**
 * PUT /api/admin/user-families/change: puts the user in the family with this admin flag
 * (adds the membership, or changes its flag); their other families stay.
 */
export const changeMembershipBodySchema = z
  .object({ userId: idSchema, familyId: idSchema, isAdmin: z.boolean() })
  .strict();
export type ChangeMembershipBody = z.infer<typeof changeMembershipBodySchema>;

/**
 * PUT /api/admin/users/{id}/family: the user's families become exactly this one, or none
 * when familyId is null ('Remove from all families'; the admin flag must then be false).
 */
export const setUserFamilyBodySchema = z
  .object({ familyId: idSchema.nullable(), isFamilyAdmin: z.boolean() })
  .strict()
  .refine((b) => b.familyId !== null || !b.isFamilyAdmin, {
    message: 'A user in no family cannot be a family admin',
    path: ['isFamilyAdmin'],
  });
export type SetUserFamilyBody = z.infer<typeof setUserFamilyBodySchema>;

/** PATCH /api/admin/user-families/{membershipId} */
export const membershipAdminBodySchema = z.object({ isAdmin: z.boolean() }).strict();
export type MembershipAdminBody = z.infer<typeof membershipAdminBodySchema>;
