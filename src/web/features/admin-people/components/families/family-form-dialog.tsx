import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  familyNameBodySchema,
  type AdminFamily,
  type FamilyNameBody,
} from '#shared/admin/families.schemas';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { useCreateFamily } from '#web/features/admin-people/api/create-family';
import { useRenameFamily } from '#web/features/admin-people/api/rename-family';
import { FormField, pendingProps } from '../common/form-field';

/** What the dialog is doing: creating a family, or renaming this one. */
export type FamilyFormTarget = { kind: 'create' } | { kind: 'edit'; family: AdminFamily };

/**
 * Create Family / Edit Family (spec 2 §2 Families): a name, 'Family name cannot be empty'. A
 * new family gets its own default cookbook ('<name> Cookbook').
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
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit Family' : 'Create Family'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? 'The new name shows to its members at once.'
              : "The family gets its own default cookbook, '<name> Cookbook'."}
          </DialogDescription>
        </DialogHeader>
        {target && (
          <FamilyForm
            key={target.kind === 'edit' ? target.family.id : 'new'}
            target={target}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
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
    if (busy) return;
    if (target.kind === 'edit') {
      renameFamily.mutate({ familyId: target.family.id, body }, { onSuccess: onClose });
    } else {
      createFamily.mutate(body, { onSuccess: onClose });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" {...pendingProps(busy)}>
          {busy ? 'Saving...' : target.kind === 'edit' ? 'Save Changes' : 'Create Family'}
        </Button>
      </DialogFooter>
    </form>
  );
}
