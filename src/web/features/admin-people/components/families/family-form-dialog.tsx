import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  familyNameBodySchema,
  type AdminFamily,
  type FamilyNameBody,
} from '#shared/admin/families.schemas';
import { EntityDialog, EntityForm } from '#web/components/ui/entity-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
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
  const isEdit = target?.kind === 'edit';
  return (
    <EntityDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isEdit ? 'Edit Family' : 'Create Family'}
      description={
        isEdit
          ? 'The new name shows to its members at once.'
          : "The family gets its own default cookbook, '<name> Cookbook'."
      }
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
  const createFamily = useCreateFamily();
  const renameFamily = useRenameFamily();
  const form = useForm<FamilyNameBody>({
    resolver: zodResolver(familyNameBodySchema),
    defaultValues: { name: target.kind === 'edit' ? target.family.name : '' },
  });
  const error = form.formState.errors.name?.message;
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
      submitLabel={target.kind === 'edit' ? 'Save Changes' : 'Create Family'}
      pendingLabel="Saving..."
    >
      <FormField id="family-name" label="Family name" error={error}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder="The Smiths"
            {...form.register('name')}
          />
        )}
      </FormField>
    </EntityForm>
  );
}
