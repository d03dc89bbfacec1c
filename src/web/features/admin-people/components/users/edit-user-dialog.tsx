import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateUserBodySchema,
  type AdminUser,
  type UpdateUserBody,
} from '#shared/admin/users.schemas';
import { EntityDialog, EntityForm } from '#web/components/ui/entity-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Switch } from '#web/components/ui/switch';
import { useUpdateUser } from '#web/features/admin-people/api/update-user';

/** Edit (product rule: admin-users): name, email and the super admin switch. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <EntityDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit User"
      description="Their name, email and whether they are a super admin."
    >
      {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
    </EntityDialog>
  );
}

function EditUserForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const updateUser = useUpdateUser();
  const form = useForm<UpdateUserBody>({
    resolver: zodResolver(updateUserBodySchema),
    defaultValues: { name: user.name, email: user.email, isSuperAdmin: user.isSuperAdmin },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    updateUser.mutate({ userId: user.id, body }, { onSuccess: onClose });
  });

  return (
    <EntityForm
      onSubmit={submit}
      onCancel={onClose}
      isPending={updateUser.isPending}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <FormField id="edit-user-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField id="edit-user-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-1">
          <Label htmlFor="edit-user-super-admin">Super admin</Label>
          <p className="text-sm text-muted-foreground">Manages cookbooks, people and families.</p>
        </div>
        <Controller
          control={form.control}
          name="isSuperAdmin"
          render={({ field }) => (
            <Switch
              id="edit-user-super-admin"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </EntityForm>
  );
}
