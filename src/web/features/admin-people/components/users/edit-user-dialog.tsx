import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
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
import { validationMessage } from '#web/lib/i18n/validation-message';

/** Edit (product rule: admin-users): name, email and the super admin switch. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <EntityDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'adminPeople.users.editTitle' })}
      description={intl.formatMessage({ id: 'adminPeople.users.editDescription' })}
    >
      {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
    </EntityDialog>
  );
}

function EditUserForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const intl = useIntl();
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
      submitLabel={intl.formatMessage({ id: 'adminPeople.common.saveChanges' })}
      pendingLabel={intl.formatMessage({ id: 'adminPeople.common.saving' })}
    >
      <FormField
        id="edit-user-name"
        label={intl.formatMessage({ id: 'adminPeople.common.name' })}
        error={validationMessage(intl, errors.name?.message)}
      >
        {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField
        id="edit-user-email"
        label={intl.formatMessage({ id: 'adminPeople.common.email' })}
        error={validationMessage(intl, errors.email?.message)}
      >
        {(control) => (
          <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-1">
          <Label htmlFor="edit-user-super-admin">
            {intl.formatMessage({ id: 'adminPeople.users.superAdmin' })}
          </Label>
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage({ id: 'adminPeople.users.superAdminDescription' })}
          </p>
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
