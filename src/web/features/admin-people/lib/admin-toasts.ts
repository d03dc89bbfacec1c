import { getErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';

/** A success toast: short, e.g. 'User created'. */
export function toastDone(title: string, description?: string) {
  toast({ title, description });
}

/**
 * The failure toast (product rule: admin-toasts): '{prefix}: {the server's message}', e.g. 'Failed
 * to create user: A user with this email already exists'.
 */
export function toastFailure(prefix: string, error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Error',
    description: `${prefix}: ${getErrorMessage(error)}`,
  });
}

/** A failure whose text is the server's message alone (role create and remove). */
export function toastServerError(title: string, error: unknown) {
  toast({ variant: 'destructive', title, description: getErrorMessage(error) });
}
