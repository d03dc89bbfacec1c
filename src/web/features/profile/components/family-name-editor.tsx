import { useState } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { familyNameBodySchema } from '#shared/admin/families.schemas';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { getServerMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { useRenameFamily } from '../api/rename-family';

const RENAME_FAILED = 'An error occurred while updating the family name';

/**
 * The family's name with Edit Name for its admins (spec §4 Family name edit): view, then
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
  /** null while viewing; the text being typed while editing. */
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameFamily({
    onSuccess: () => toast({ title: 'Family name updated' }),
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getServerMessage(failure) ?? RENAME_FAILED,
      }),
  });

  const startEditing = () => {
    setError(undefined);
    setDraft(name);
  };
  const cancel = () => {
    setError(undefined);
    setDraft(null);
  };
  const save = () => {
    if (draft === null || rename.isPending) return;
    const parsed = familyNameBodySchema.safeParse({ name: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.name === name) {
      cancel();
      return;
    }
    rename.mutate({ familyId, name: parsed.data.name }, { onSuccess: () => setDraft(null) });
  };

  if (draft === null) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">{name}</p>
        {canEdit && (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" />
            Edit Name
          </Button>
        )}
      </div>
    );
  }

  const errorId = `family-name-${familyId}-error`;
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="flex items-center gap-2">
        <Input
          autoFocus
          aria-label="Family name"
          value={draft}
          disabled={rename.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : 'family-name-hint'}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              cancel();
            }
          }}
        />
        <Button type="submit" size="icon" aria-label="Save family name" disabled={rename.isPending}>
          <Check aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Cancel editing"
          disabled={rename.isPending}
          onClick={cancel}
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
          Enter saves, Escape cancels.
        </p>
      )}
    </form>
  );
}
