import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import { PageHeader } from '#web/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useCookbooks } from '#web/lib/cookbooks-query';
import { CookbookCard } from './cookbook-card';
import { CookbookFormDialog } from './cookbook-form-dialog';
import { DeleteCookbookDialog } from './delete-cookbook-dialog';

/** What the form dialog is doing: closed, creating, or editing one cookbook. */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; cookbook: Cookbook };

/**
 * Cookbook management (product rule: admin-cookbooks): the card grid with create, edit and delete.
 */
export function CookbookManager() {
  const cookbooks = useCookbooks();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<Cookbook | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  const openForm = (next: FormState) => {
    setFormKey((key) => key + 1);
    setForm(next);
  };

  return (
    <>
      <PageHeader
        title="Cookbook Management"
        description="Every cookbook in the app, with who can see it."
        actions={
          <Button className="w-full sm:w-auto" onClick={() => openForm({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Create Cookbook
          </Button>
        }
      />
      {cookbooks.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6" label="Loading cookbooks" />
        </div>
      ) : cookbooks.isError ? (
        <Alert variant="destructive">
          <div>
            <AlertTitle>Error loading cookbooks</AlertTitle>
            <AlertDescription>An unexpected error occurred.</AlertDescription>
          </div>
        </Alert>
      ) : cookbooks.data.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">
          No cookbooks yet. Create the first one.
        </p>
      ) : (
        <ul aria-label="Cookbooks" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cookbooks.data.map((cookbook) => (
            <li key={cookbook.id} className="min-w-0">
              <CookbookCard
                cookbook={cookbook}
                onEdit={() => openForm({ mode: 'edit', cookbook })}
                onDelete={() => {
                  setDeleting(cookbook);
                  setDeleteOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <CookbookFormDialog
        key={formKey}
        cookbook={form.mode === 'edit' ? form.cookbook : null}
        open={form.mode !== 'closed'}
        onOpenChange={(open) => {
          if (!open) setForm({ mode: 'closed' });
        }}
      />
      <DeleteCookbookDialog
        cookbook={deleting}
        open={isDeleteOpen}
        onClose={() => setDeleteOpen(false)}
      />
    </>
  );
}
