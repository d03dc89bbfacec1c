import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { changeMembershipBodySchema, type AdminUser } from '#shared/admin/users.schemas';
import { EntityDialog, EntityForm } from '#web/components/ui/entity-dialog';
import { FormField } from '#web/components/ui/form-field';
import { formSchemaFor } from '#web/lib/form-schema';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { useMembership } from '#web/lib/session/membership';
import { useChangeMembership } from '#web/features/admin-people/api/change-membership';
import { CheckboxField } from '../common/form-controls';
import { FamilyPicker } from '../common/pickers';

/** The family select holds an id as text ('' while none is chosen). */
const changeMembershipFormSchema = formSchemaFor({
  fields: z.object({
    userId: z.number(),
    familyId: z.string().min(1, 'adminPeople.validation.selectFamily'),
    isAdmin: z.boolean(),
  }),
  toBody: (values) => ({ ...values, familyId: Number(values.familyId) }),
  body: changeMembershipBodySchema,
  path: 'familyId',
});
type ChangeMembershipFormValues = z.input<typeof changeMembershipFormSchema>;

/**
 * Change Family on the Users tab (PUT /api/admin/user-families/change): puts the user in the
 * chosen family with the admin flag, or changes the flag where they already are a member (the
 * dialog shows the flag they have there). Their other families stay.
 */
export function ChangeMembershipDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <EntityDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'adminPeople.common.changeFamily' })}
      description={
        user
          ? intl.formatMessage(
              { id: 'adminPeople.users.changeMembershipDescription' },
              { name: user.name },
            )
          : ''
      }
    >
      {user && <ChangeMembershipForm key={user.id} user={user} onClose={onClose} />}
    </EntityDialog>
  );
}

function ChangeMembershipForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const intl = useIntl();
  const change = useChangeMembership();
  const form = useForm<
    ChangeMembershipFormValues,
    unknown,
    z.output<typeof changeMembershipFormSchema>
  >({
    resolver: zodResolver(changeMembershipFormSchema),
    // The message stays until the next submit, but a choice clears it.
    reValidateMode: 'onSubmit',
    defaultValues: { userId: user.id, familyId: '', isAdmin: false },
  });
  const familyId = useWatch({ control: form.control, name: 'familyId' });
  const membership = useMembership(user.id, familyId ? Number(familyId) : null);
  const isMember = membership.data?.isMember === true;
  const adminThere = isMember && membership.data?.isAdmin === true;

  // Until it is touched after the family was chosen, the flag shows the one they have there.
  useEffect(() => {
    if (!form.getFieldState('isAdmin').isDirty) form.setValue('isAdmin', adminThere);
  }, [form, adminThere]);

  const submit = form.handleSubmit((body) => change.mutate(body, { onSuccess: onClose }));

  return (
    <EntityForm
      onSubmit={submit}
      onCancel={onClose}
      isPending={change.isPending}
      submitLabel={intl.formatMessage({ id: 'adminPeople.common.save' })}
      pendingLabel={intl.formatMessage({ id: 'adminPeople.common.saving' })}
    >
      <FormField
        id="change-membership-family"
        label={intl.formatMessage({ id: 'adminPeople.common.family' })}
        error={validationMessage(intl, form.formState.errors.familyId?.message)}
        description={
          isMember
            ? intl.formatMessage({ id: 'adminPeople.users.isMember' }, { name: user.name })
            : undefined
        }
      >
        {(control) => (
          <Controller
            control={form.control}
            name="familyId"
            render={({ field }) => (
              <FamilyPicker
                {...control}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('familyId');
                  // A new family: the flag is untouched again (the effect shows theirs there).
                  form.resetField('isAdmin', { defaultValue: false });
                }}
              />
            )}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="isAdmin"
        render={({ field }) => (
          <CheckboxField
            id="change-membership-admin"
            label={intl.formatMessage({ id: 'adminPeople.common.familyAdmin' })}
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        )}
      />
    </EntityForm>
  );
}
