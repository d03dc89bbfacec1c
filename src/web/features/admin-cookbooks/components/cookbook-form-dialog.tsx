import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  COOKBOOK_MESSAGES,
  cookbookBodySchema,
  type Cookbook,
  type CookbookBody,
} from '#shared/cookbooks/cookbooks.schemas';
import { EntityDialog, EntityForm } from '#web/components/ui/entity-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input, Textarea } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Switch } from '#web/components/ui/switch';
import { getErrorMessage, isApiError } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { useCreateCookbook } from '../api/create-cookbook';
import { useUpdateCookbook } from '../api/update-cookbook';

/** What the fields hold (the body's input type) and what the schema makes of them. */
type CookbookFormValues = CookbookBody;
type CookbookFormOutput = z.output<typeof cookbookBodySchema>;

function initialValues(cookbook: Cookbook | null): CookbookFormValues {
  return {
    name: cookbook?.name ?? '',
    description: cookbook?.description ?? '',
    isPublic: cookbook?.isPublic ?? false,
  };
}

function toBody(values: CookbookFormOutput): CookbookBody {
  return { name: values.name, description: values.description || null, isPublic: values.isPublic };
}

function serverNameError(error: unknown): string | undefined {
  if (!isApiError(error, 400)) return undefined;
  return error.fieldErrors?.name;
}

/**
 * Create Cookbook (cookbook null) or Edit Cookbook: name, description and the public switch.
 * An empty name stays here with 'Validation error' / 'Cookbook name is required'
 * (product rule: admin-cookbooks). The caller mounts it per opening (a `key`), so each opening
 * starts from the cookbook.
 */
export function CookbookFormDialog({
  cookbook,
  open,
  onOpenChange,
}: {
  cookbook: Cookbook | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const isEdit = cookbook !== null;
  const form = useForm<CookbookFormValues, unknown, CookbookFormOutput>({
    resolver: zodResolver(cookbookBodySchema),
    defaultValues: initialValues(cookbook),
  });
  const failed = (what: string) => (error: Error) => {
    const nameError = serverNameError(error);
    if (nameError) form.setError('name', { message: nameError });
    toast({
      variant: 'destructive',
      title: `Failed to ${what} cookbook`,
      description: getErrorMessage(error),
    });
  };
  const create = useCreateCookbook({
    onSuccess: (created) => toast({ title: 'Cookbook created', description: created.name }),
    onError: failed('create'),
  });
  const update = useUpdateCookbook({
    onSuccess: (updated) => toast({ title: 'Cookbook updated', description: updated.name }),
    onError: failed('update'),
  });
  const isSaving = create.isPending || update.isPending;

  const onValid = (values: CookbookFormOutput) => {
    const close = { onSuccess: () => onOpenChange(false) };
    if (cookbook) update.mutate({ cookbookId: cookbook.id, body: toBody(values) }, close);
    else create.mutate(toBody(values), close);
  };
  const onInvalid = (errors: FieldErrors<CookbookFormValues>) => {
    toast({
      variant: 'destructive',
      title: COOKBOOK_MESSAGES.validationTitle,
      description:
        errors.name?.message ?? errors.description?.message ?? COOKBOOK_MESSAGES.nameRequired,
    });
  };

  const nameError = form.formState.errors.name?.message;
  const descriptionError = form.formState.errors.description?.message;
  const isPublic = useWatch({ control: form.control, name: 'isPublic' }) ?? false;

  return (
    <EntityDialog
      open={open}
      onOpenChange={(next) => !isSaving && onOpenChange(next)}
      title={isEdit ? 'Edit Cookbook' : 'Create Cookbook'}
      description={
        isEdit
          ? 'Change the name, the description or who can see it.'
          : 'A new cookbook, ready for recipes.'
      }
    >
      <EntityForm
        label={isEdit ? 'Edit cookbook' : 'Create cookbook'}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onCancel={() => onOpenChange(false)}
        isPending={isSaving}
        lockWhilePending
        submitLabel={isEdit ? 'Save Changes' : 'Create Cookbook'}
        pendingLabel="Saving..."
      >
        <FormField id="cookbook-name" label="Name" error={nameError}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField id="cookbook-description" label="Description" error={descriptionError}>
          {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
        </FormField>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <div className="grid gap-1">
            <Label htmlFor="cookbook-public">Public</Label>
            <p id="cookbook-public-description" className="text-sm text-muted-foreground">
              {isPublic
                ? 'Every family can read its recipes.'
                : 'Only the families it is shared with can read its recipes.'}
            </p>
          </div>
          <Switch
            id="cookbook-public"
            checked={isPublic}
            aria-describedby="cookbook-public-description"
            onCheckedChange={(checked) => form.setValue('isPublic', checked, { shouldDirty: true })}
          />
        </div>
      </EntityForm>
    </EntityDialog>
  );
}
