import { expect } from 'vitest';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { RecipeWorld } from './recipe-factories';

/**
 * The recipe world's users as the session would carry them (their families, the super admin
 * flag), for calling services and the access module without a request.
 */
export function actorsOf(w: RecipeWorld): Record<keyof RecipeWorld['users'], CurrentUser> {
  const actor = (key: keyof RecipeWorld['users'], familyIds: number[]): CurrentUser => {
    const { id, email, name, picture } = w.users[key];
    return { id, email, name, picture, isSuperAdmin: key === 'superAdmin', familyIds };
  };
  const a = w.familyA.id;
  const b = w.familyB.id;
  return {
    memberA: actor('memberA', [a]),
    memberB: actor('memberB', [b]),
    adminA: actor('adminA', [a]),
    editorA: actor('editorA', [a]),
    lonelyEditor: actor('lonelyEditor', [b]),
    superAdmin: actor('superAdmin', [a]),
    outsider: actor('outsider', []),
  };
}

/** The call is refused with this status and message, as the error handler would send them. */
export async function expectRefusal(call: Promise<unknown>, statusCode: number, message: string) {
  await expect(call).rejects.toMatchObject({ statusCode, message });
}
