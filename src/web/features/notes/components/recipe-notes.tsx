import { useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formatDistanceToNow } from 'date-fns';
import { EllipsisVertical, Send, Trash2 } from 'lucide-react';
import type { Note } from '#shared/notes/notes.schemas';
import { EMPTY_NOTE_MESSAGE, noteTextSchema } from '#shared/notes/notes.schemas';
import { UserAvatar } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { Textarea } from '#web/components/ui/input';
import { toast } from '#web/lib/use-toast';
import { getErrorMessage } from '#web/lib/api-client';
import { useCurrentUser } from '#web/lib/auth';
import { useCurrentFamily } from '#web/lib/current-family';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';

/** 'about 2 hours ago' (product rule: note-list). */
export function formatNoteTime(createdAt: string, now?: Date) {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  // A clock a little behind the server's would say "in less than a minute".
  const shown = now && date > now ? now : date;
  return formatDistanceToNow(shown, { addSuffix: true });
}

/** Family Notes: the current family's notes on the recipe and a box to add one. */
export function RecipeNotes({ recipeId, notes }: { recipeId: number; notes: readonly Note[] }) {
  return (
    <section aria-labelledby="recipe-notes-heading" className="grid gap-3">
      <h3 id="recipe-notes-heading" className="text-lg font-semibold">
        Family Notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet. Be the first to add a note!</p>
      ) : (
        <ul
          className="grid max-h-[50vh] grid-cols-[minmax(0,1fr)] gap-3 overflow-y-auto pr-1"
          aria-label="Family notes"
        >
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      )}
      <NoteForm recipeId={recipeId} />
    </section>
  );
}

function NoteItem({ note }: { note: Note }) {
  const user = useCurrentUser();
  const deleteNote = useDeleteNote({
    onSuccess: () => toast({ title: 'Note deleted', description: 'Your note has been removed' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to delete note'),
      }),
  });
  const isAuthor = note.user.id === user.id;
  return (
    <li className="flex gap-3 rounded-lg border bg-muted/40 p-3">
      <UserAvatar name={note.user.name} picture={note.user.picture} className="size-8 text-xs" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm">
            <span className="font-semibold">{note.user.name}</span>{' '}
            <time
              dateTime={note.createdAt}
              title={new Date(note.createdAt).toLocaleString()}
              className="text-xs text-muted-foreground"
            >
              {formatNoteTime(note.createdAt, new Date())}
            </time>
          </p>
          {isAuthor && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="-my-1 size-7"
                  aria-label="Note options"
                  disabled={deleteNote.isPending}
                >
                  <EllipsisVertical aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="min-w-[10rem]">
                <DropdownMenuItem variant="destructive" onSelect={() => deleteNote.mutate(note.id)}>
                  <Trash2 aria-hidden="true" />
                  Delete Note
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
        <p dir="auto" className="mt-1 text-sm whitespace-pre-wrap wrap-anywhere">
          {note.text}
        </p>
      </div>
    </li>
  );
}

/** The box holds the text; the shared rule trims it and refuses an empty or too long one. */
const noteFormSchema = z.object({ text: noteTextSchema });
type NoteFormValues = z.input<typeof noteFormSchema>;

function NoteForm({ recipeId }: { recipeId: number }) {
  const { currentFamilyId } = useCurrentFamily();
  const form = useForm<NoteFormValues, unknown, z.output<typeof noteFormSchema>>({
    resolver: zodResolver(noteFormSchema),
    shouldFocusError: false,
    defaultValues: { text: '' },
  });
  // Set at once on submit: a double click's second click comes before React disables the
  // button (isPending), and would add the note twice.
  const isSubmitting = useRef(false);
  const addNote = useAddNote({
    onSuccess: () => {
      form.reset();
      toast({ title: 'Note added', description: 'Your note has been added to the recipe' });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to add note'),
      }),
  });

  const onValid = ({ text }: z.output<typeof noteFormSchema>) => {
    if (isSubmitting.current) return;
    isSubmitting.current = true;
    addNote.mutate(
      { recipeId, text, familyId: currentFamilyId ?? undefined },
      {
        onSettled: () => {
          isSubmitting.current = false;
        },
      },
    );
  };
  // Problems show as toasts, as the server's would (product rule: note-empty), not under the box.
  const onInvalid = (errors: FieldErrors<NoteFormValues>) => {
    const message = errors.text?.message;
    toast(
      message === EMPTY_NOTE_MESSAGE || !message
        ? { variant: 'destructive', title: 'Empty note', description: EMPTY_NOTE_MESSAGE }
        : { variant: 'destructive', title: 'Error', description: message },
    );
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-2"
    >
      <Textarea
        rows={3}
        {...form.register('text')}
        aria-label="Add a note"
        placeholder="Share a tip or a tweak with your family..."
        className="min-h-0 resize-y"
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={addNote.isPending}>
          <Send aria-hidden="true" />
          {addNote.isPending ? 'Adding...' : 'Add Note'}
        </Button>
      </div>
    </form>
  );
}
