import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateUserBodySchema,
  type AdminUser,
  type UpdateUserBody,
} from '#shared/admin/users.schemas';
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
import { Label } from '#web/components/ui/label';
import { Switch } from '#web/components/ui/switch';
import { useUpdateUser } from '#web/features/admin-people/api/update-user';
import { FormField, pendingProps } from '../common/form-field';

/** Edit (spec 2 §2 Users): name, email and the super admin switch. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            Their name, email and whether they are a super admin.
          </DialogDescription>
        </DialogHeader>
        {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const updateUser = useUpdateUser();
  const form = useForm<UpdateUserBody>({
    resolver: zodResolver(updateUserBodySchema),
    defaultValues: { name: user.name, email: user.email, isSuperAdmin: user.isSuperAdmin },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    if (!updateUser.isPending) updateUser.mutate({ userId: user.id, body }, { onSuccess: onClose });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <FormField id="edit-user-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField id="edit-user-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-1">
          <Label htmlFor="edit-user-super-admin">Super admin</Label>
          <p className="text-sm text-muted-foreground">Manages cookbooks, people and families.</p>
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" {...pendingProps(updateUser.isPending)}>
          {updateUser.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
