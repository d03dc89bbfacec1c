import { useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EllipsisVertical, Send, Trash2 } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { errorMessage } from '#web/lib/i18n/error-message';
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
import { validationMessage } from '#web/lib/i18n/validation-message';
import { timeAgo } from '#web/lib/time-ago';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { toast } from '#web/lib/use-toast';
import { useCurrentUser } from '#web/lib/auth';
import { useCurrentFamily } from '#web/lib/current-family';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';

/** The moment a note was written, in full, for its tooltip. */
function formatNoteMoment(intl: IntlShape, createdAt: string) {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return intl.formatDate(date, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
}

/**
 * Family Notes: the current family's notes on the recipe and a box to add one. Offline the box
 * keeps what is typed, but adding and deleting wait for a connection (docs/decisions/048).
 */
export function RecipeNotes({ recipeId, notes }: { recipeId: number; notes: readonly Note[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="recipe-notes-heading" className="grid gap-3">
      <h3 id="recipe-notes-heading" className="text-lg font-semibold">
        {intl.formatMessage({ id: 'notes.title' })}
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{intl.formatMessage({ id: 'notes.empty' })}</p>
      ) : (
        <ul
          className="grid max-h-[50vh] grid-cols-[minmax(0,1fr)] gap-3 overflow-y-auto pr-1"
          aria-label={intl.formatMessage({ id: 'notes.listLabel' })}
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
  const intl = useIntl();
  const user = useCurrentUser();
  const deleteNote = useDeleteNote({
    onSuccess: () =>
      toast({
        title: intl.formatMessage({ id: 'notes.deleted.title' }),
        description: intl.formatMessage({ id: 'notes.deleted.description' }),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'notes.errorTitle' }),
        description: errorMessage(intl, error, 'notes.deleteFailed'),
      }),
  });
  const isAuthor = note.user.id === user.id;
  const { offline, reasonProps } = useNeedsConnection();
  return (
    <li className="flex gap-3 rounded-lg border bg-muted/40 p-3">
      <UserAvatar name={note.user.name} picture={note.user.picture} className="size-8 text-xs" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm">
            {intl.formatMessage(
              { id: 'notes.byline' },
              {
                name: <span className="font-semibold">{note.user.name}</span>,
                time: (
                  <time
                    dateTime={note.createdAt}
                    title={formatNoteMoment(intl, note.createdAt)}
                    className="text-xs text-muted-foreground"
                  >
                    {timeAgo(intl, new Date(note.createdAt))}
                  </time>
                ),
              },
            )}
          </p>
          {isAuthor && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="-my-1 size-7"
                  aria-label={intl.formatMessage({ id: 'notes.options' })}
                  disabled={deleteNote.isPending}
                >
                  <EllipsisVertical aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="min-w-[10rem]">
                <DropdownMenuItem
                  variant="destructive"
                  disabled={offline}
                  {...reasonProps}
                  onSelect={() => deleteNote.mutate(note.id)}
                >
                  <Trash2 aria-hidden="true" />
                  {intl.formatMessage({ id: 'notes.delete' })}
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
  const intl = useIntl();
  const { currentFamilyId } = useCurrentFamily();
  const form = useForm<NoteFormValues, unknown, z.output<typeof noteFormSchema>>({
    resolver: zodResolver(noteFormSchema),
    shouldFocusError: false,
    defaultValues: { text: '' },
  });
  // Set at once on submit: a double click's second click comes before React disables the
  // button (isPending), and would add the note twice.
  const isSubmitting = useRef(false);
  const { offline, reasonProps } = useNeedsConnection();
  const addNote = useAddNote({
    onSuccess: () => {
      form.reset();
      toast({
        title: intl.formatMessage({ id: 'notes.added.title' }),
        description: intl.formatMessage({ id: 'notes.added.description' }),
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'notes.errorTitle' }),
        description: errorMessage(intl, error, 'notes.addFailed'),
      }),
  });

  const onValid = ({ text }: z.output<typeof noteFormSchema>) => {
    if (isSubmitting.current || offline) return;
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
    const isEmpty = message === EMPTY_NOTE_MESSAGE || !message;
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: isEmpty ? 'notes.emptyNote' : 'notes.errorTitle' }),
      description: validationMessage(intl, isEmpty ? EMPTY_NOTE_MESSAGE : message),
    });
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-2"
    >
      <Textarea
        rows={3}
        {...form.register('text')}
        aria-label={intl.formatMessage({ id: 'notes.box.label' })}
        placeholder={intl.formatMessage({ id: 'notes.box.placeholder' })}
        className="min-h-0 resize-y"
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={addNote.isPending || offline} {...reasonProps}>
          <Send aria-hidden="true" />
          {intl.formatMessage({ id: addNote.isPending ? 'notes.adding' : 'notes.add' })}
        </Button>
      </div>
    </form>
  );
}
