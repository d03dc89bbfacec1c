import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { UserPlus } from 'lucide-react';
import type { z } from 'zod';
import { ROLE_TYPES, type RoleType } from '#shared/admin/roles.schemas';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import { Alert, AlertDescription } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { EntityDialog, EntityForm } from '#web/components/ui/entity-dialog';
import { FormField } from '#web/components/ui/form-field';
import { useCreateRole } from '#web/features/admin-people/api/create-role';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { ROLE_LABEL_IDS } from '#web/features/admin-people/lib/role-labels';
import { NativeSelect } from '../common/form-controls';
import { UserPicker } from '../common/pickers';
import { roleFormSchema, type RoleFormValues } from './role-form-schema';

type InitialUser = { id: number; label: string | undefined } | null;

/**
 * Assign Role (product rule: admin-roles): a user, a role and, for a cookbook editor only, a
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
  initialUser: InitialUser;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <EntityDialog
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage({ id: 'adminPeople.roles.assign' })}
      description={intl.formatMessage({ id: 'adminPeople.roles.assignDescription' })}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          {intl.formatMessage({ id: 'adminPeople.roles.assign' })}
        </Button>
      }
    >
      {/* The dialog's content mounts per opening, so each opening starts from these values. */}
      <AssignRoleForm
        cookbooks={cookbooks}
        initialUser={initialUser}
        onClose={() => setOpen(false)}
      />
    </EntityDialog>
  );
}

function AssignRoleForm({
  cookbooks,
  initialUser,
  onClose,
}: {
  cookbooks: readonly Cookbook[];
  initialUser: InitialUser;
  onClose: () => void;
}) {
  const intl = useIntl();
  const createRole = useCreateRole();
  const form = useForm<RoleFormValues, unknown, z.output<typeof roleFormSchema>>({
    resolver: zodResolver(roleFormSchema),
    // The message stays until the next submit, but any change clears it (see `changed`).
    reValidateMode: 'onSubmit',
    defaultValues: { userId: initialUser ? String(initialUser.id) : '', role: '', cookbookId: '' },
  });
  const [userId, role] = useWatch({ control: form.control, name: ['userId', 'role'] });
  const error = validationMessage(intl, form.formState.errors.root?.message);
  const changed = () => form.clearErrors();

  const submit = form.handleSubmit((body) => createRole.mutate(body, { onSuccess: onClose }));

  return (
    <EntityForm
      onSubmit={submit}
      onCancel={onClose}
      isPending={createRole.isPending}
      submitLabel={intl.formatMessage({ id: 'adminPeople.roles.assign' })}
      pendingLabel={intl.formatMessage({ id: 'adminPeople.roles.assigning' })}
    >
      <FormField
        id="role-user"
        label={intl.formatMessage({ id: 'adminPeople.common.user' })}
        error={undefined}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="userId"
            render={({ field }) => (
              <UserPicker
                {...control}
                value={field.value}
                selectedLabel={
                  initialUser && userId === String(initialUser.id) ? initialUser.label : undefined
                }
                onChange={(value) => {
                  field.onChange(value);
                  changed();
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id="role-type"
        label={intl.formatMessage({ id: 'adminPeople.common.role' })}
        error={undefined}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register('role', {
              onChange: (event: { target: { value: RoleType | '' } }) => {
                // A role other than cookbook editor names no cookbook (product rule: admin-roles).
                if (event.target.value !== 'cookbook_editor') form.setValue('cookbookId', '');
                changed();
              },
            })}
          >
            <option value="">{intl.formatMessage({ id: 'adminPeople.roles.selectRole' })}</option>
            {ROLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: ROLE_LABEL_IDS[type] })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {role === 'cookbook_editor' && (
        <FormField
          id="role-cookbook"
          label={intl.formatMessage({ id: 'adminPeople.common.cookbook' })}
          error={undefined}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('cookbookId', { onChange: changed })}>
              <option value="">
                {intl.formatMessage({ id: 'adminPeople.roles.selectCookbook' })}
              </option>
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
    </EntityForm>
  );
}
