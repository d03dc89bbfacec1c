import { useState, type FormEvent } from 'react';
import { USER_MESSAGES, type AdminUser } from '#shared/admin/users.schemas';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { useMembership } from '#web/lib/session/membership';
import { useChangeMembership } from '#web/features/admin-people/api/change-membership';
import { CheckboxField, FormField, pendingProps } from '../common/form-field';
import { FamilyPicker } from '../common/pickers';

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
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Family</DialogTitle>
          <DialogDescription>
            {user
              ? `${user.name} joins this family, or their admin flag there changes. Their other families stay.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {user && <ChangeMembershipForm key={user.id} user={user} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ChangeMembershipForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [familyId, setFamilyId] = useState('');
  // null: not touched since the family was chosen, so it shows the flag they have there.
  const [adminChoice, setAdminChoice] = useState<boolean | null>(null);
  const [error, setError] = useState<string | undefined>();
  const membership = useMembership(user.id, familyId ? Number(familyId) : null);
  const isMember = membership.data?.isMember === true;
  const isAdmin = adminChoice ?? (isMember && membership.data?.isAdmin === true);
  const change = useChangeMembership();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    if (!familyId) {
      setError(USER_MESSAGES.selectFamily);
      return;
    }
    change.mutate({ userId: user.id, familyId: Number(familyId), isAdmin }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="change-membership-family"
        label="Family"
        error={error}
        hint={isMember ? `${user.name} is a member of this family.` : undefined}
      >
        {(control) => (
          <FamilyPicker
            {...control}
            value={familyId}
            onChange={(value) => {
              setFamilyId(value);
              setAdminChoice(null);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <CheckboxField
        id="change-membership-admin"
        label="Family admin"
        checked={isAdmin}
        onChange={(e) => setAdminChoice(e.target.checked)}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" {...pendingProps(change.isPending)}>
          {change.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
