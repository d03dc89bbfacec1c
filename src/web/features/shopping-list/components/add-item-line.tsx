import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus } from 'lucide-react';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { Button } from '#web/components/ui/button';
import { FieldError, errorAria } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { getServerError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/i18n/error-message';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { toast } from '#web/lib/use-toast';
import { useAddShoppingItems } from '../api/add-shopping-items';

const EMPTY_LINE = 'shopping.add.empty' satisfies MessageId;
const LONG_LINE = 'shopping.add.tooLong' satisfies MessageId;
/** The server's limit on one line (addShoppingListItemsBodySchema). */
const LINE_MAX = 200;

const lineFormSchema = z.object({
  line: z.string().trim().min(1, EMPTY_LINE).max(LINE_MAX, LONG_LINE),
});
type LineFormValues = z.input<typeof lineFormSchema>;

/**
 * 'Add an item' (product rule: added-items): one box, Enter adds the line to the shown week's
 * list ('200 ml cream', 'eggs', in any of the app's languages). A line the server cannot read
 * is said under the box and nothing changes; the box keeps it to correct.
 */
export function AddItemLine({
  familyId,
  weekStartDate,
}: {
  familyId: number;
  weekStartDate: string;
}) {
  const intl = useIntl();
  const form = useForm<LineFormValues, unknown, z.output<typeof lineFormSchema>>({
    resolver: zodResolver(lineFormSchema),
    defaultValues: { line: '' },
  });
  // A double press's second submit comes before React disables the button.
  const isSubmitting = useRef(false);
  const add = useAddShoppingItems({
    onSuccess: (_weekly, { lines }) => {
      form.reset();
      toast({ title: intl.formatMessage({ id: 'shopping.add.added' }, { name: lines[0] }) });
    },
    onError: (error) => {
      // A line the server refused is the box's error; anything else a toast.
      if (getServerError(error)?.code === 'added_line_without_name') {
        form.setError('line', { message: errorMessage(intl, error) });
        return;
      }
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'shopping.add.failed' }),
        description: errorMessage(intl, error),
      });
    },
  });
  const error = form.formState.errors.line?.message;
  const { offline, reasonProps } = useNeedsConnection();

  const onValid = ({ line }: z.output<typeof lineFormSchema>) => {
    if (isSubmitting.current) return;
    isSubmitting.current = true;
    add.mutate(
      { familyId, weekStartDate, lines: [line] },
      {
        onSettled: () => {
          isSubmitting.current = false;
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="grid gap-1.5 print:hidden"
    >
      <div className="flex gap-2">
        <Input
          {...form.register('line')}
          aria-label={intl.formatMessage({ id: 'shopping.add.label' })}
          placeholder={intl.formatMessage({ id: 'shopping.add.placeholder' })}
          autoComplete="off"
          enterKeyHint="done"
          className="h-11"
          {...errorAria('shopping-add-error', error)}
        />
        <Button type="submit" className="h-11" disabled={add.isPending || offline} {...reasonProps}>
          <Plus aria-hidden="true" />
          {/* At 390 px the word would cut the placeholder short: the plus says it there. */}
          <span className="max-sm:sr-only">
            {intl.formatMessage({ id: 'shopping.add.submit' })}
          </span>
        </Button>
      </div>
      <FieldError id="shopping-add-error" message={error} />
    </form>
  );
}
