import { Link } from 'react-router';
import { PageHeader } from '#web/components/layout/page-header';
import { ImportRecipeForm } from '#web/features/import/components/import-recipe-form';

/** /admin/import: a recipe from a web address (product rule: import-pages). */
export function ImportPage() {
  return (
    <>
      <PageHeader
        title="Import Recipe"
        description={
          <>
            Paste the address of a recipe page. No address?{' '}
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to="/admin/import-text"
            >
              Import from text
            </Link>
          </>
        }
      />
      <ImportRecipeForm mode="url" />
    </>
  );
}
