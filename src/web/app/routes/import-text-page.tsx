import { Link } from 'react-router';
import { PageHeader } from '#web/components/layout/page-header';
import { ImportRecipeForm } from '#web/features/import/components/import-recipe-form';

/** /admin/import-text: a recipe from pasted text, HTML or JSON-LD (product rule: import-pages). */
export function ImportTextPage() {
  return (
    <>
      <PageHeader
        title="Import Recipe from Text"
        description={
          <>
            Paste a recipe: a title, its ingredients and its steps.{' '}
            <Link className="text-primary underline-offset-4 hover:underline" to="/admin/import">
              Import from a web address
            </Link>
          </>
        }
      />
      <ImportRecipeForm mode="text" />
    </>
  );
}
