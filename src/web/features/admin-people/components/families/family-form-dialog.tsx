import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  familyNameBodySchema,
  type AdminFamily,
  type FamilyNameBody,
} from '#shared/admin/families.schemas';
import { EntityDialog, EntityForm } from '#web/components/ui/entity-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { useCreateFamily } from '#web/features/admin-people/api/create-family';
import { useRenameFamily } from '#web/features/admin-people/api/rename-family';

/** What the dialog is doing: creating a family, or renaming this one. */
export type FamilyFormTarget = { kind: 'create' } | { kind: 'edit'; family: AdminFamily };

/**
 * Create Family / Edit Family (product rule: admin-families): a name, 'Family name cannot be
 * empty'. A new family gets its own default cookbook ('<name> Cookbook').
 */
export function FamilyFormDialog({
  target,
  onClose,
}: {
  target: FamilyFormTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const isEdit = target?.kind === 'edit';
  return (
    <EntityDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({
        id: isEdit ? 'adminPeople.families.editTitle' : 'adminPeople.families.create',
      })}
      description={intl.formatMessage({
        id: isEdit
          ? 'adminPeople.families.editDescription'
          : 'adminPeople.families.createDescription',
      })}
    >
      {target && (
        <FamilyForm
          key={target.kind === 'edit' ? target.family.id : 'new'}
          target={target}
          onClose={onClose}
        />
      )}
    </EntityDialog>
  );
}

function FamilyForm({ target, onClose }: { target: FamilyFormTarget; onClose: () => void }) {
  const intl = useIntl();
  const createFamily = useCreateFamily();
  const renameFamily = useRenameFamily();
  const form = useForm<FamilyNameBody>({
    resolver: zodResolver(familyNameBodySchema),
    defaultValues: { name: target.kind === 'edit' ? target.family.name : '' },
  });
  const error = validationMessage(intl, form.formState.errors.name?.message);
  const busy = createFamily.isPending || renameFamily.isPending;

  const submit = form.handleSubmit((body) => {
    if (target.kind === 'edit') {
      renameFamily.mutate({ familyId: target.family.id, body }, { onSuccess: onClose });
    } else {
      createFamily.mutate(body, { onSuccess: onClose });
    }
  });

  return (
    <EntityForm
      onSubmit={submit}
      onCancel={onClose}
      isPending={busy}
      submitLabel={intl.formatMessage({
        id:
          target.kind === 'edit' ? 'adminPeople.common.saveChanges' : 'adminPeople.families.create',
      })}
      pendingLabel={intl.formatMessage({ id: 'adminPeople.common.saving' })}
    >
      <FormField
        id="family-name"
        label={intl.formatMessage({ id: 'adminPeople.families.nameLabel' })}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'adminPeople.families.namePlaceholder' })}
            {...form.register('name')}
          />
        )}
      </FormField>
    </EntityForm>
  );
}
