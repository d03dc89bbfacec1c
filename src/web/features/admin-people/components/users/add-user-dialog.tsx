import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import type { z } from 'zod';
import { createUserBodySchema } from '#shared/admin/users.schemas';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { useCreateUser } from '#web/features/admin-people/api/create-user';
import { CheckboxField, FormField, pendingProps } from '../common/form-field';
import { FamilyPicker } from '../common/pickers';

type AddUserInput = z.input<typeof createUserBodySchema>;
type AddUserOutput = z.output<typeof createUserBodySchema>;

const EMPTY: AddUserInput = { name: '', email: '', familyId: undefined as never, isAdmin: false };

/**
 * Add User (spec 2 §2 Users, §5): name (at least 2 characters), email, a family and whether
 * they administer it. They can then sign in with that Google address (decision 002).
 */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const createUser = useCreateUser();
  const form = useForm<AddUserInput, unknown, AddUserOutput>({
    resolver: zodResolver(createUserBodySchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  function openChange(next: boolean) {
    if (next) form.reset(EMPTY);
    setOpen(next);
  }

  const submit = form.handleSubmit((body) => {
    if (!createUser.isPending) createUser.mutate(body, { onSuccess: () => setOpen(false) });
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Add User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            They sign in with their Google account at this email address.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <FormField id="add-user-name" label="Name" error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
          </FormField>
          <FormField id="add-user-email" label="Email" error={errors.email?.message}>
            {(control) => (
              <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
            )}
          </FormField>
          <FormField id="add-user-family" label="Family" error={errors.familyId?.message}>
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
            label="Family admin"
            hint="May rename the family."
            {...form.register('isAdmin')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" {...pendingProps(createUser.isPending)}>
              {createUser.isPending ? 'Adding...' : 'Add User'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
