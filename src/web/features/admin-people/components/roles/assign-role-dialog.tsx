import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import {
  createRoleBodySchema,
  ROLE_LABELS,
  ROLE_TYPES,
  type CreateRoleBody,
  type RoleType,
} from '#shared/admin/roles.schemas';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import { Alert, AlertDescription } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { useCreateRole } from '#web/features/admin-people/api/create-role';
import { FormField, NativeSelect, pendingProps } from '../common/form-field';
import { UserPicker } from '../common/pickers';

interface RoleFormValues {
  userId: string;
  role: RoleType | '';
  cookbookId: string;
}

const EMPTY: RoleFormValues = { userId: '', role: '', cookbookId: '' };

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

/**
 * Assign Role (spec 2 §2 Roles, §4, §5): a user, a role and, for a cookbook editor only, a
 * cookbook. Choosing another role clears the cookbook. The schema's messages show in the
 * dialog ('User and role type are required', 'Cookbook must be selected for Cookbook Editor
 * role'); the server's (a duplicate's 409) in a toast.
 */
export function AssignRoleDialog({
  cookbooks,
  initialUser,
}: {
  cookbooks: readonly Cookbook[];
  /** The user the page is narrowed to, chosen already (label: 'Name (email)' if known). */
  initialUser: { id: number; label: string | undefined } | null;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<RoleFormValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const createRole = useCreateRole();

  function openChange(next: boolean) {
    if (next) {
      setValues({ ...EMPTY, userId: initialUser ? String(initialUser.id) : '' });
      setError(null);
    }
    setOpen(next);
  }

  function chooseRole(role: RoleType | '') {
    // §4: a role other than cookbook editor names no cookbook.
    setValues((v) => ({ ...v, role, cookbookId: role === 'cookbook_editor' ? v.cookbookId : '' }));
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (createRole.isPending) return;
    const body = roleFormBody(values);
    const parsed = createRoleBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setError(null);
    createRole.mutate(body, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Assign Role
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign Role</DialogTitle>
          <DialogDescription>
            A super admin manages everything; a cookbook editor edits the recipes of one cookbook.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="role-user" label="User">
            {(control) => (
              <UserPicker
                {...control}
                value={values.userId}
                selectedLabel={
                  initialUser && values.userId === String(initialUser.id)
                    ? initialUser.label
                    : undefined
                }
                onChange={(userId) => {
                  setValues((v) => ({ ...v, userId }));
                  setError(null);
                }}
              />
            )}
          </FormField>
          <FormField id="role-type" label="Role">
            {(control) => (
              <NativeSelect
                {...control}
                value={values.role}
                onChange={(e) => chooseRole(e.target.value as RoleType | '')}
              >
                <option value="">Select a role</option>
                {ROLE_TYPES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {values.role === 'cookbook_editor' && (
            <FormField id="role-cookbook" label="Cookbook">
              {(control) => (
                <NativeSelect
                  {...control}
                  value={values.cookbookId}
                  onChange={(e) => {
                    setValues((v) => ({ ...v, cookbookId: e.target.value }));
                    setError(null);
                  }}
                >
                  <option value="">Select a cookbook</option>
                  {cookbooks.map((cookbook) => (
                    <option key={cookbook.id} value={cookbook.id}>
                      {cookbook.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" {...pendingProps(createRole.isPending)}>
              {createRole.isPending ? 'Assigning...' : 'Assign Role'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
