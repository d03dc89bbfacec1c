import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  MAX_PANTRY_QUANTITY,
  updatePantryItemBodySchema,
  type PantryItem,
} from '#shared/pantry/pantry.schemas';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { formSchemaFor } from '#web/lib/form-schema';
import type { MessageId } from '#web/lib/i18n/catalogues';

const NAME_MISSING = 'pantry.edit.nameMissing' satisfies MessageId;
const AMOUNT_INVALID = 'pantry.edit.amountInvalid' satisfies MessageId;

/** '1,5' and '1.5' are both one and a half; empty is "have some". */
const readAmount = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The fields hold text; the PATCH body is checked with the shared schema, as the server will. */
const editFormSchema = formSchemaFor({
  fields: z.object({
    name: z.string().trim().min(1, NAME_MISSING),
    quantity: z.string().refine((text) => {
      const value = readAmount(text);
      return (
        value === null || (Number.isFinite(value) && value >= 0 && value <= MAX_PANTRY_QUANTITY)
      );
    }, AMOUNT_INVALID),
    unit: z.string(),
    bestBefore: z.string(),
    isStaple: z.boolean(),
    version: z.number(),
  }),
  toBody: ({ name, quantity, unit, bestBefore, isStaple, version }) => ({
    name,
    quantity: readAmount(quantity),
    unit: unit.trim() === '' ? null : unit.trim(),
    bestBefore: bestBefore === '' ? null : bestBefore,
    isStaple,
    version,
  }),
  body: updatePantryItemBodySchema,
  path: 'root',
});
type EditFormValues = z.input<typeof editFormSchema>;
export type PantryItemEdit = z.output<typeof editFormSchema>;

/** Edit one item: name, amount and unit, best-before date, always have. */
export function EditPantryItemDialog({
  item,
  isSaving,
  onSave,
  onClose,
}: {
  item: PantryItem | null;
  isSaving: boolean;
  onSave: (item: PantryItem, changes: PantryItemEdit) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage({ id: 'pantry.edit.title' })}</DialogTitle>
          <DialogDescription>
            {intl.formatMessage({ id: 'pantry.edit.description' })}
          </DialogDescription>
        </DialogHeader>
        {item && (
          <EditForm
            key={`${item.id}:${item.version}`}
            item={item}
            isSaving={isSaving}
            onSave={onSave}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({
  item,
  isSaving,
  onSave,
  onClose,
}: {
  item: PantryItem;
  isSaving: boolean;
  onSave: (item: PantryItem, changes: PantryItemEdit) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const form = useForm<EditFormValues, unknown, PantryItemEdit>({
    resolver: zodResolver(editFormSchema),
    defaultValues: {
      name: item.name,
      quantity: item.quantity === null ? '' : String(item.quantity),
      unit: item.unit ?? '',
      bestBefore: item.bestBefore ?? '',
      isStaple: item.isStaple,
      version: item.version,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((changes) => onSave(item, changes));

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        id="pantry-edit-name"
        label={intl.formatMessage({ id: 'pantry.edit.name' })}
        error={errors.name?.message}
      >
        {(control) => <Input {...control} {...form.register('name')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="pantry-edit-quantity"
          label={intl.formatMessage({ id: 'pantry.edit.quantity' })}
          error={errors.quantity?.message}
          description={intl.formatMessage({ id: 'pantry.edit.quantityHint' })}
        >
          {(control) => <Input {...control} inputMode="decimal" {...form.register('quantity')} />}
        </FormField>
        <FormField
          id="pantry-edit-unit"
          label={intl.formatMessage({ id: 'pantry.edit.unit' })}
          error={errors.unit?.message}
        >
          {(control) => <Input {...control} {...form.register('unit')} />}
        </FormField>
      </div>
      <FormField
        id="pantry-edit-best-before"
        label={intl.formatMessage({ id: 'pantry.edit.bestBefore' })}
        error={errors.bestBefore?.message}
      >
        {(control) => <Input {...control} type="date" {...form.register('bestBefore')} />}
      </FormField>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="size-5 accent-primary" {...form.register('isStaple')} />
        {intl.formatMessage({ id: 'pantry.edit.isStaple' })}
      </label>
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {intl.formatMessage({ id: 'pantry.edit.cancel' })}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {intl.formatMessage({ id: 'pantry.edit.save' })}
        </Button>
      </DialogFooter>
    </form>
  );
}
