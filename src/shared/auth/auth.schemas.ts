import { z } from 'zod';
import { idSchema } from '../validation/ids';

export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  isSuperAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What the login page needs to know before anyone signs in. */
export const authConfigSchema = z.object({
  googleConfigured: z.boolean(),
  demoSignIn: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** A seeded user in the local picker: name and what they may do, no email (anyone may ask). */
export const demoUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type DemoUser = z.infer<typeof demoUserSchema>;

export const demoSignInBodySchema = z.object({ userId: idSchema });
export type DemoSignInBody = z.infer<typeof demoSignInBodySchema>;

/**
 * What Google sends back to GET /api/auth/google/callback. Anything the provider may add is
 * accepted; a malformed value becomes undefined instead of a 400, because every failure there
 * must end on the sign-in page. openid-client reads the parameters from the URL itself and
 * rejects bad ones.
 */
const callbackParam = z.string().optional().catch(undefined);
export const googleCallbackQuerySchema = z.looseObject({
  code: callbackParam,
  state: callbackParam,
  iss: callbackParam,
  error: callbackParam,
  error_description: callbackParam,
});
