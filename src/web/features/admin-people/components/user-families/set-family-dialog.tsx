import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { setUserFamilyBodySchema, type UserWithFamily } from '#shared/admin/users.schemas';
import { EntityDialog, EntityForm } from '#web/components/ui/entity-dialog';
import { FormField } from '#web/components/ui/form-field';
import { formSchemaFor } from '#web/lib/form-schema';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { useSetUserFamily } from '#web/features/admin-people/api/set-user-family';
import { CheckboxField } from '../common/form-controls';
import { FamilyPicker } from '../common/pickers';

/** The select's value for 'Remove from all families'. */
export const NO_FAMILY = 'none';

/** The select holds a family id as text, NO_FAMILY, or '' while nothing is chosen. */
const setFamilyFormSchema = formSchemaFor({
  fields: z.object({
    family: z.string().min(1, 'adminPeople.validation.selectFamily'),
    isAdmin: z.boolean(),
  }),
  toBody: ({ family, isAdmin }) =>
    family === NO_FAMILY
      ? { familyId: null, isFamilyAdmin: false }
      : { familyId: Number(family), isFamilyAdmin: isAdmin },
  body: setUserFamilyBodySchema,
  path: 'family',
});
type SetFamilyFormValues = z.input<typeof setFamilyFormSchema>;

/**
 * Change Family on /admin/user-families (PUT /api/admin/users/{id}/family): the user's
 * families become exactly the chosen one, or none. Choosing 'Remove from all families' clears
 * and disables the family admin flag (product rule: admin-user-families).
 */
export function SetFamilyDialog({
  row,
  onClose,
}: {
  row: UserWithFamily | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <EntityDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'adminPeople.common.changeFamily' })}
      description={
        row
          ? intl.formatMessage({ id: 'adminPeople.userFamilies.description' }, { name: row.name })
          : ''
      }
    >
      {row && (
        <SetFamilyForm
          key={`${row.id}-${row.membershipId ?? NO_FAMILY}`}
          row={row}
          onClose={onClose}
        />
      )}
    </EntityDialog>
  );
}

function SetFamilyForm({ row, onClose }: { row: UserWithFamily; onClose: () => void }) {
  const intl = useIntl();
  const setUserFamily = useSetUserFamily();
  const form = useForm<SetFamilyFormValues, unknown, z.output<typeof setFamilyFormSchema>>({
    resolver: zodResolver(setFamilyFormSchema),
    // The message stays until the next submit, but a choice clears it.
    reValidateMode: 'onSubmit',
    defaultValues: {
      family: row.familyId === null ? '' : String(row.familyId),
      isAdmin: row.isFamilyAdmin,
    },
  });
  const removesAll = useWatch({ control: form.control, name: 'family' }) === NO_FAMILY;

  const submit = form.handleSubmit((body) =>
    setUserFamily.mutate({ userId: row.id, body }, { onSuccess: onClose }),
  );

  return (
    <EntityForm
      onSubmit={submit}
      onCancel={onClose}
      isPending={setUserFamily.isPending}
      submitLabel={intl.formatMessage({ id: 'adminPeople.common.save' })}
      pendingLabel={intl.formatMessage({ id: 'adminPeople.common.saving' })}
    >
      <FormField
        id="set-family-family"
        label={intl.formatMessage({ id: 'adminPeople.common.family' })}
        error={validationMessage(intl, form.formState.errors.family?.message)}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="family"
            render={({ field }) => (
              <FamilyPicker
                {...control}
                value={field.value}
                selectedLabel={row.familyName ?? undefined}
                extraOptions={[
                  {
                    value: NO_FAMILY,
                    label: intl.formatMessage({ id: 'adminPeople.userFamilies.removeFromAll' }),
                  },
                ]}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('family');
                  if (value === NO_FAMILY) form.setValue('isAdmin', false);
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
            id="set-family-admin"
            label={intl.formatMessage({ id: 'adminPeople.common.familyAdmin' })}
            checked={!removesAll && field.value}
            disabled={removesAll}
            hint={
              removesAll
                ? intl.formatMessage({ id: 'adminPeople.userFamilies.noFamilyAdminHint' })
                : undefined
            }
            onChange={(e) => field.onChange(e.target.checked)}
          />
        )}
      />
    </EntityForm>
  );
}
