import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus } from 'lucide-react';
import { PANTRY_LINE_MAX } from '#shared/pantry/pantry.schemas';
import { Button } from '#web/components/ui/button';
import { FieldError, errorAria } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/i18n/error-message';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { toast } from '#web/lib/use-toast';
import { useAddPantryLine } from '../api/pantry';

const EMPTY_LINE = 'pantry.add.empty' satisfies MessageId;
const LONG_LINE = 'pantry.add.tooLong' satisfies MessageId;

const lineFormSchema = z.object({
  line: z.string().trim().min(1, EMPTY_LINE).max(PANTRY_LINE_MAX, LONG_LINE),
});
type LineFormValues = z.input<typeof lineFormSchema>;

/**
 * One box to add what is at home as it would be said: '2 cans chickpeas', '500 g rice',
 * 'eggs', in any of the app's languages (product rule: pantry-add). The server reads the line
 * and adds it to the same thing when the amounts add up.
 */
export function AddPantryLine({ familyId }: { familyId: number }) {
  const intl = useIntl();
  const form = useForm<LineFormValues, unknown, z.output<typeof lineFormSchema>>({
    resolver: zodResolver(lineFormSchema),
    defaultValues: { line: '' },
  });
  // A double press's second submit comes before React disables the button.
  const isSubmitting = useRef(false);
  const add = useAddPantryLine(familyId, {
    onSuccess: (added, { line }) => {
      form.reset();
      toast({
        title: added
          ? intl.formatMessage(
              { id: added.merged ? 'pantry.add.merged' : 'pantry.add.added' },
              { name: added.item.name },
            )
          : // Queued without a network: only the server reads a line into an item.
            intl.formatMessage({ id: 'offline.pantry.addQueued' }, { line }),
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'pantry.add.failed' }),
        description: errorMessage(intl, error),
      }),
  });
  const error = form.formState.errors.line?.message;

  const onValid = ({ line }: z.output<typeof lineFormSchema>) => {
    if (isSubmitting.current) return;
    isSubmitting.current = true;
    add.mutate(
      { line },
      {
        onSettled: () => {
          isSubmitting.current = false;
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-1.5">
      <div className="flex gap-2">
        <Input
          {...form.register('line')}
          aria-label={intl.formatMessage({ id: 'pantry.add.label' })}
          placeholder={intl.formatMessage({ id: 'pantry.add.placeholder' })}
          autoComplete="off"
          enterKeyHint="done"
          className="h-11"
          {...errorAria('pantry-line-error', error)}
        />
        <Button type="submit" className="h-11" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {intl.formatMessage({ id: 'pantry.add.submit' })}
        </Button>
      </div>
      <FieldError id="pantry-line-error" message={error} />
    </form>
  );
}
