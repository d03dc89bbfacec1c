import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorMessage } from '#web/lib/i18n/error-message';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Pencil, X } from 'lucide-react';
import { familyNameBodySchema, type FamilyNameBody } from '#shared/admin/families.schemas';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { validationMessage } from '#web/lib/i18n/validation-message';
import { toast } from '#web/lib/use-toast';
import { useRenameFamily } from '../api/rename-family';

/**
 * The family's name with Edit Name for its admins (product rule: my-family): view, then
 * editing, then saved (Enter or the tick; only when non-empty after trimming and changed) or
 * cancelled (Escape or the cross). An unchanged name closes without a request.
 */
export function FamilyNameEditor({
  familyId,
  name,
  canEdit,
}: {
  familyId: number;
  name: string;
  canEdit: boolean;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const intl = useIntl();

  if (!isEditing) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">{name}</p>
        {canEdit && (
          <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" />
            {intl.formatMessage({ id: 'profile.familyName.edit' })}
          </Button>
        )}
      </div>
    );
  }
  // Mounted per editing, so each starts from the current name.
  return <FamilyNameForm familyId={familyId} name={name} onDone={() => setIsEditing(false)} />;
}

function FamilyNameForm({
  familyId,
  name,
  onDone,
}: {
  familyId: number;
  name: string;
  onDone: () => void;
}) {
  const form = useForm<FamilyNameBody>({
    resolver: zodResolver(familyNameBodySchema),
    // The message stays until the next submit, but typing clears it.
    reValidateMode: 'onSubmit',
    defaultValues: { name },
  });
  const intl = useIntl();
  const rename = useRenameFamily({
    onSuccess: () => toast({ title: intl.formatMessage({ id: 'profile.familyName.updated' }) }),
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'profile.errorTitle' }),
        description: errorMessage(intl, failure, 'profile.familyName.updateFailed'),
      }),
  });
  const error = validationMessage(intl, form.formState.errors.name?.message);

  const save = form.handleSubmit((body) => {
    if (rename.isPending) return;
    if (body.name === name) {
      onDone();
      return;
    }
    rename.mutate({ familyId, name: body.name }, { onSuccess: onDone });
  });

  const errorId = `family-name-${familyId}-error`;
  return (
    <form className="grid gap-2" noValidate onSubmit={(event) => void save(event)}>
      <div className="flex items-center gap-2">
        <Input
          autoFocus
          aria-label={intl.formatMessage({ id: 'profile.familyName.label' })}
          disabled={rename.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : 'family-name-hint'}
          {...form.register('name', { onChange: () => form.clearErrors('name') })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
        />
        <Button
          type="submit"
          size="icon"
          aria-label={intl.formatMessage({ id: 'profile.familyName.save' })}
          disabled={rename.isPending}
        >
          <Check aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={intl.formatMessage({ id: 'profile.familyName.cancel' })}
          disabled={rename.isPending}
          onClick={onDone}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id="family-name-hint" className="text-xs text-muted-foreground">
          {intl.formatMessage({ id: 'profile.familyName.hint' })}
        </p>
      )}
    </form>
  );
}
