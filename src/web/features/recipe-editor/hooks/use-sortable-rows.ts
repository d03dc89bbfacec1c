import type { ClipboardEvent, KeyboardEvent } from 'react';
import {
  useFieldArray,
  useFormContext,
  type FieldArray,
  type Path,
  type PathValue,
} from 'react-hook-form';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { isMultiLinePaste } from '../lib/pasted-lines';
import type { RecipeFormValues } from '../lib/recipe-form-values';

export type RowListName = 'ingredients' | 'directions';
export type RowValues<N extends RowListName> = FieldArray<RecipeFormValues, N>;

/** What differs between the ingredient rows and the steps; the editing rules are shared. */
export interface RowListKind<N extends RowListName> {
  name: N;
  max: number;
  /** The field Add and Enter put the cursor in (a pasted row's cursor goes to its text). */
  firstField: 'quantity' | 'text';
  /** The row added after `count` rows. */
  emptyRow: (count: number) => RowValues<N>;
  /** A row the user has not typed in yet: a paste fills it instead of adding below it. */
  isBlank: (row: RowValues<N>) => boolean;
  /** The rows a multi-line paste makes; `firstNumber` is the shown number of the first one. */
  pastedRows: (text: string, firstNumber: number) => RowValues<N>[];
  /** How a row is named to screen readers and in its fields' labels ('Step {number}'). */
  itemNameId: MessageId;
  listLabelId: MessageId;
  addLabelId: MessageId;
}

/** The props a row needs from its list to edit, paste, move and remove itself. */
export interface SortableRowControls {
  id: string;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}

/**
 * The rows of one form array: add (up to `max`), remove (not the last one), reorder. Enter in
 * the last row adds a row, elsewhere moves to the next (Shift+Enter and IME composition are
 * left alone); pasting several lines makes a row of each, filling the row pasted into if it
 * is blank.
 */
export function useSortableRows<N extends RowListName>(kind: RowListKind<N>) {
  const { name, max, firstField } = kind;
  const { control, getValues, setValue, setFocus } = useFormContext<RecipeFormValues>();
  const { fields, append, insert, remove, move } = useFieldArray({ control, name });
  const isFull = fields.length >= max;
  // RHF cannot resolve paths built from a generic array name; these are the rows' real paths.
  const rowPath = (index: number) => `${name}.${index}` as Path<RecipeFormValues>;
  const fieldPath = (index: number, field: string) => `${rowPath(index)}.${field}`;

  const addRow = () => {
    if (isFull) return;
    append(kind.emptyRow(fields.length), { focusName: fieldPath(fields.length, firstField) });
  };

  const onKeyDown = (index: number, event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (index === fields.length - 1) addRow();
    else setFocus(fieldPath(index + 1, firstField) as Path<RecipeFormValues>);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isMultiLinePaste(text)) return;
    event.preventDefault();
    // The row pasted into counts: it is either filled or followed by the new rows.
    const room = max - fields.length + 1;
    const isBlank = kind.isBlank(getValues(rowPath(index)) as RowValues<N>);
    const rows = kind.pastedRows(text, isBlank ? index + 1 : index + 2).slice(0, room);
    const [first] = rows;
    if (!first) return;
    if (isBlank) {
      setValue(rowPath(index), first as PathValue<RecipeFormValues, Path<RecipeFormValues>>, {
        shouldDirty: true,
      });
    }
    const toInsert = isBlank ? rows.slice(1) : rows.slice(0, room - 1);
    if (toInsert.length > 0) {
      insert(index + 1, toInsert, { focusName: fieldPath(index + toInsert.length, 'text') });
    }
  };

  const rows = fields.map((field, index): SortableRowControls => ({
    id: field.id,
    index,
    canRemove: fields.length > 1,
    onRemove: () => remove(index),
    onKeyDown: (event) => onKeyDown(index, event),
    onPaste: (event) => onPaste(index, event),
  }));

  return { rows, move, addRow, isFull };
}
