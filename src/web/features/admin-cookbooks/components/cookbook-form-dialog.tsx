import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  COOKBOOK_MESSAGES,
  cookbookBodySchema,
  type Cookbook,
  type CookbookBody,
} from '#shared/cookbooks/cookbooks.schemas';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
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
  const messages = error.fieldErrors?.name;
  return Array.isArray(messages) ? messages[0] : messages;
}

/**
 * Create Cookbook (cookbook null) or Edit Cookbook: name, description and the public switch.
 * An empty name stays here with 'Validation error' / 'Cookbook name is required' (spec §5).
 * The caller mounts it per opening (a `key`), so each opening starts from the cookbook.
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
    <Dialog open={open} onOpenChange={(next) => !isSaving && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit Cookbook' : 'Create Cookbook'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? 'Change the name, the description or who can see it.'
              : 'A new cookbook, ready for recipes.'}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          aria-label={isEdit ? 'Edit cookbook' : 'Create cookbook'}
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        >
          <div className="grid gap-2">
            <Label htmlFor="cookbook-name">Name</Label>
            <Input
              id="cookbook-name"
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'cookbook-name-error' : undefined}
              {...form.register('name')}
            />
            {nameError && (
              <p id="cookbook-name-error" className="text-sm font-medium text-destructive">
                {nameError}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="cookbook-description">Description</Label>
            <Textarea
              id="cookbook-description"
              rows={3}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={descriptionError ? 'cookbook-description-error' : undefined}
              {...form.register('description')}
            />
            {descriptionError && (
              <p id="cookbook-description-error" className="text-sm font-medium text-destructive">
                {descriptionError}
              </p>
            )}
          </div>
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
              onCheckedChange={(checked) =>
                form.setValue('isPublic', checked, { shouldDirty: true })
              }
            />
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={isSaving} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? 'Saving...' : isEdit ? 'Save Changes' : 'Create Cookbook'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
