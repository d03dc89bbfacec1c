import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
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
import { isApiError } from '#web/lib/api-client';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { errorMessage } from '#web/lib/i18n/error-message';
import { validationMessage } from '#web/lib/i18n/validation-message';
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
  const intl = useIntl();
  const form = useForm<CookbookFormValues, unknown, CookbookFormOutput>({
    resolver: zodResolver(cookbookBodySchema),
    defaultValues: initialValues(cookbook),
  });
  const failed = (titleId: MessageId) => (error: Error) => {
    const nameError = serverNameError(error);
    if (nameError) form.setError('name', { message: nameError });
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: titleId }),
      description: errorMessage(intl, error),
    });
  };
  const create = useCreateCookbook({
    onSuccess: (created) =>
      toast({
        title: intl.formatMessage({ id: 'adminCookbooks.form.created' }),
        description: created.name,
      }),
    onError: failed('adminCookbooks.form.createFailed'),
  });
  const update = useUpdateCookbook({
    onSuccess: (updated) =>
      toast({
        title: intl.formatMessage({ id: 'adminCookbooks.form.updated' }),
        description: updated.name,
      }),
    onError: failed('adminCookbooks.form.updateFailed'),
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
      // The product rule's 'Validation error' (COOKBOOK_MESSAGES.validationTitle).
      title: intl.formatMessage({ id: 'adminCookbooks.form.validationTitle' }),
      description: validationMessage(
        intl,
        errors.name?.message ?? errors.description?.message ?? COOKBOOK_MESSAGES.nameRequired,
      ),
    });
  };

  const nameError = validationMessage(intl, form.formState.errors.name?.message);
  const descriptionError = validationMessage(intl, form.formState.errors.description?.message);
  const isPublic = useWatch({ control: form.control, name: 'isPublic' }) ?? false;

  return (
    <EntityDialog
      open={open}
      onOpenChange={(next) => !isSaving && onOpenChange(next)}
      title={intl.formatMessage({
        id: isEdit ? 'adminCookbooks.form.editTitle' : 'adminCookbooks.form.createTitle',
      })}
      description={intl.formatMessage({
        id: isEdit
          ? 'adminCookbooks.form.editDescription'
          : 'adminCookbooks.form.createDescription',
      })}
    >
      <EntityForm
        label={intl.formatMessage({
          id: isEdit ? 'adminCookbooks.form.editLabel' : 'adminCookbooks.form.createLabel',
        })}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onCancel={() => onOpenChange(false)}
        isPending={isSaving}
        lockWhilePending
        submitLabel={intl.formatMessage({
          id: isEdit ? 'adminCookbooks.form.saveChanges' : 'adminCookbooks.form.create',
        })}
        pendingLabel={intl.formatMessage({ id: 'adminCookbooks.form.saving' })}
      >
        <FormField
          id="cookbook-name"
          label={intl.formatMessage({ id: 'adminCookbooks.form.name' })}
          error={nameError}
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField
          id="cookbook-description"
          label={intl.formatMessage({ id: 'adminCookbooks.form.description' })}
          error={descriptionError}
        >
          {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
        </FormField>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <div className="grid gap-1">
            <Label htmlFor="cookbook-public">
              {intl.formatMessage({ id: 'adminCookbooks.form.public' })}
            </Label>
            <p id="cookbook-public-description" className="text-sm text-muted-foreground">
              {intl.formatMessage({
                id: isPublic
                  ? 'adminCookbooks.form.publicDescription'
                  : 'adminCookbooks.form.privateDescription',
              })}
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
