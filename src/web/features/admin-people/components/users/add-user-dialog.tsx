import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { createUserBodySchema } from '#shared/admin/users.schemas';
import { EntityDialog, EntityForm } from '#web/components/ui/entity-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { useCreateUser } from '#web/features/admin-people/api/create-user';
import { Button } from '#web/components/ui/button';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { CheckboxField } from '../common/form-controls';
import { FamilyPicker } from '../common/pickers';

type AddUserInput = z.input<typeof createUserBodySchema>;
type AddUserOutput = z.output<typeof createUserBodySchema>;

const EMPTY: AddUserInput = { name: '', email: '', familyId: undefined as never, isAdmin: false };

/**
 * Add User (product rule: admin-users): name (at least 2 characters), email, a family and whether
 * they administer it. They can then sign in with that Google address (decision 002).
 */
export function AddUserDialog() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const createUser = useCreateUser();
  const form = useForm<AddUserInput, unknown, AddUserOutput>({
    resolver: zodResolver(createUserBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const errorOf = (message: string | undefined) => validationMessage(intl, message);

  function openChange(next: boolean) {
    if (next) form.reset(EMPTY);
    setOpen(next);
  }

  const submit = form.handleSubmit((body) => {
    createUser.mutate(body, { onSuccess: () => setOpen(false) });
  });

  return (
    <EntityDialog
      open={open}
      onOpenChange={openChange}
      title={intl.formatMessage({ id: 'adminPeople.users.addUser' })}
      description={intl.formatMessage({ id: 'adminPeople.users.addDescription' })}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          {intl.formatMessage({ id: 'adminPeople.users.addUser' })}
        </Button>
      }
    >
      <EntityForm
        onSubmit={submit}
        onCancel={() => setOpen(false)}
        isPending={createUser.isPending}
        submitLabel={intl.formatMessage({ id: 'adminPeople.users.addUser' })}
        pendingLabel={intl.formatMessage({ id: 'adminPeople.users.adding' })}
      >
        <FormField
          id="add-user-name"
          label={intl.formatMessage({ id: 'adminPeople.common.name' })}
          error={errorOf(errors.name?.message)}
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField
          id="add-user-email"
          label={intl.formatMessage({ id: 'adminPeople.common.email' })}
          error={errorOf(errors.email?.message)}
        >
          {(control) => (
            <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
          )}
        </FormField>
        <FormField
          id="add-user-family"
          label={intl.formatMessage({ id: 'adminPeople.common.family' })}
          error={errorOf(errors.familyId?.message)}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="familyId"
              render={({ field }) => (
                <FamilyPicker
                  {...control}
                  value={field.value ? String(field.value) : ''}
                  onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                />
              )}
            />
          )}
        </FormField>
        <CheckboxField
          id="add-user-admin"
          label={intl.formatMessage({ id: 'adminPeople.common.familyAdmin' })}
          hint={intl.formatMessage({ id: 'adminPeople.users.addAdminHint' })}
          {...form.register('isAdmin')}
        />
      </EntityForm>
    </EntityDialog>
  );
}
