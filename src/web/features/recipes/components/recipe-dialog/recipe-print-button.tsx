import { useEffect, useState } from 'react';
import { ChevronDown, Printer } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { Button } from '#web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { RecipePrintView } from './recipe-print-view';

/** One press of Print: a new object each time, so the same choice twice prints twice. */
type PrintRequest = { withNotes: boolean };

/**
 * Print (product rule: printing): the browser's print of the recipe as the stepper scales it. A recipe
 * with family notes offers a choice, with or without them; one without notes prints at once.
 * The printed page is RecipePrintView, always there while the dialog is, so the browser's own
 * print command gives the same page.
 */
export function RecipePrintButton({ recipe, batches }: { recipe: RecipeDetail; batches: number }) {
  const intl = useIntl();
  const [request, setRequest] = useState<PrintRequest | null>(null);
  // Print once the view shows the choice: after the render, not in the click.
  useEffect(() => {
    if (request) window.print();
  }, [request]);
  const print = (withNotes: boolean) => setRequest({ withNotes });
  const label = intl.formatMessage({ id: 'recipes.print.button' });

  return (
    <>
      {recipe.notes.length === 0 ? (
        <Button variant="outline" size="sm" onClick={() => print(false)}>
          <Printer aria-hidden="true" />
          {label}
        </Button>
      ) : (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm">
              <Printer aria-hidden="true" />
              {label}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={() => print(false)}>
              {intl.formatMessage({ id: 'recipes.print.recipeOnly' })}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => print(true)}>
              {intl.formatMessage({ id: 'recipes.print.withNotes' })}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <RecipePrintView recipe={recipe} batches={batches} withNotes={request?.withNotes ?? false} />
    </>
  );
}
