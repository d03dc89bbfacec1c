import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { RECIPE_LIMITS } from '#shared/recipes/recipe-write.schemas';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/input';
import { useSortableRow } from '#web/components/ui/sortable-list';
import { cn } from '#web/lib/utils';
import type { RecipeFormValues } from '../lib/recipe-form-values';
import { FieldError } from './field-error';

export function DirectionRow({
  id,
  index,
  canRemove,
  onRemove,
  onKeyDown,
  onPaste,
}: {
  id: string;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const number = index + 1;
  const { rowProps, handle, isDragging } = useSortableRow(id, `Move step ${number}`);
  const error = errors.directions?.[index]?.text?.message;
  const errorId = `direction-${id}-error`;

  return (
    <li
      {...rowProps}
      className={cn(
        'flex items-start gap-2 rounded-lg',
        isDragging && 'relative z-10 bg-card shadow-lg',
      )}
    >
      <div className="flex shrink-0 flex-col items-center gap-1 sm:flex-row sm:gap-2">
        <span
          className="order-first mt-2 flex size-7 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground sm:order-last"
          aria-hidden="true"
        >
          {number}
        </span>
        {handle}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <Textarea
          aria-label={`Step ${number}`}
          placeholder="Describe this step"
          rows={2}
          maxLength={RECIPE_LIMITS.textMax}
          className="min-h-16 resize-none field-sizing-content"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          {...register(`directions.${index}.text`)}
        />
        <FieldError id={errorId} message={error} />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="h-11 w-9 text-muted-foreground hover:text-destructive sm:size-10"
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={`Remove step ${number}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
