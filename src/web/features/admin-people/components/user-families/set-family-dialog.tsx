import { useState, type FormEvent } from 'react';
import { USER_MESSAGES, type UserWithFamily } from '#shared/admin/users.schemas';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { useSetUserFamily } from '#web/features/admin-people/api/set-user-family';
import { CheckboxField, FormField, pendingProps } from '../common/form-field';
import { FamilyPicker } from '../common/pickers';

/** The select's value for 'Remove from all families'. */
export const NO_FAMILY = 'none';
const REMOVE_FROM_ALL = [{ value: NO_FAMILY, label: 'Remove from all families' }];

/**
 * Change Family on /admin/user-families (PUT /api/admin/users/{id}/family): the user's
 * families become exactly the chosen one, or none. Choosing 'Remove from all families' clears
 * and disables the family admin flag (spec 2 §4).
 */
export function SetFamilyDialog({
  row,
  onClose,
}: {
  row: UserWithFamily | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Family</DialogTitle>
          <DialogDescription>
            {row ? `${row.name} will belong to this family only.` : ''}
          </DialogDescription>
        </DialogHeader>
        {row && (
          <SetFamilyForm
            key={`${row.id}-${row.membershipId ?? NO_FAMILY}`}
            row={row}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SetFamilyForm({ row, onClose }: { row: UserWithFamily; onClose: () => void }) {
  const [choice, setChoice] = useState(row.familyId === null ? '' : String(row.familyId));
  const [isAdmin, setIsAdmin] = useState(row.isFamilyAdmin);
  const [error, setError] = useState<string | undefined>();
  const setUserFamily = useSetUserFamily();
  const removesAll = choice === NO_FAMILY;

  function choose(value: string) {
    setChoice(value);
    setError(undefined);
    if (value === NO_FAMILY) setIsAdmin(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (setUserFamily.isPending) return;
    if (!choice) {
      setError(USER_MESSAGES.selectFamily);
      return;
    }
    setUserFamily.mutate(
      {
        userId: row.id,
        body: removesAll
          ? { familyId: null, isFamilyAdmin: false }
          : { familyId: Number(choice), isFamilyAdmin: isAdmin },
      },
      { onSuccess: onClose },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="set-family-family" label="Family" error={error}>
        {(control) => (
          <FamilyPicker
            {...control}
            value={choice}
            selectedLabel={row.familyName ?? undefined}
            onChange={choose}
            extraOptions={REMOVE_FROM_ALL}
          />
        )}
      </FormField>
      <CheckboxField
        id="set-family-admin"
        label="Family admin"
        checked={!removesAll && isAdmin}
        disabled={removesAll}
        hint={removesAll ? 'A user in no family administers none.' : undefined}
        onChange={(e) => setIsAdmin(e.target.checked)}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" {...pendingProps(setUserFamily.isPending)}>
          {setUserFamily.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
