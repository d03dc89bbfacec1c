import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'adminCookbooks.title' })}
        description={intl.formatMessage({ id: 'adminCookbooks.description' })}
        actions={
          <Button className="w-full sm:w-auto" onClick={() => openForm({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {intl.formatMessage({ id: 'adminCookbooks.create' })}
          </Button>
        }
      />
      {cookbooks.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner
            className="size-6"
            label={intl.formatMessage({ id: 'adminCookbooks.loading' })}
          />
        </div>
      ) : cookbooks.isError ? (
        <Alert variant="destructive">
          <div>
            <AlertTitle>{intl.formatMessage({ id: 'adminCookbooks.loadError' })}</AlertTitle>
            <AlertDescription>
              {intl.formatMessage({ id: 'adminCookbooks.loadErrorDescription' })}
            </AlertDescription>
          </div>
        </Alert>
      ) : cookbooks.data.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">
          {intl.formatMessage({ id: 'adminCookbooks.empty' })}
        </p>
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'adminCookbooks.list' })}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
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
