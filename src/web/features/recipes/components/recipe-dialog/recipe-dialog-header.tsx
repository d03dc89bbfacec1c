import { BookOpen, EyeOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { Badge } from '#web/components/ui/badge';
import { DialogDescription, DialogTitle } from '#web/components/ui/dialog';
import { RecipeImage } from '#web/components/recipe/recipe-image';

/** Category and cookbook badges, title, subtitle and picture. */
export function RecipeDialogHeader({ recipe }: { recipe: RecipeDetail }) {
  const intl = useIntl();
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 pr-8">
        <div className="flex flex-wrap gap-2">
          <Badge variant="accent">{recipe.category.name}</Badge>
          <Badge variant="outline">
            <BookOpen className="size-3" aria-hidden="true" />
            {recipe.cookbook.name}
          </Badge>
          {recipe.isHidden && (
            <Badge variant="secondary">
              <EyeOff className="size-3" aria-hidden="true" />
              {intl.formatMessage({ id: 'recipes.dialog.hiddenBadge' })}
            </Badge>
          )}
        </div>
        <DialogTitle dir="auto" className="font-display text-2xl leading-tight sm:text-3xl">
          {recipe.title}
        </DialogTitle>
        {recipe.subtitle ? (
          <DialogDescription dir="auto" className="text-base">
            {recipe.subtitle}
          </DialogDescription>
        ) : (
          <DialogDescription className="sr-only">
            {intl.formatMessage({ id: 'recipes.dialog.details' })}
          </DialogDescription>
        )}
        <SourceLink sourceUrl={recipe.sourceUrl} />
      </div>
      <div className="aspect-[16/9] max-h-80 w-full overflow-hidden rounded-lg bg-muted">
        <RecipeImage imageUrl={recipe.imageUrl} alt={recipe.title} eager />
      </div>
    </div>
  );
}

/** The site an imported recipe came from ('Source: example.com'); only http(s) addresses. */
function SourceLink({ sourceUrl }: { sourceUrl: string | null }) {
  const intl = useIntl();
  const host = sourceHost(sourceUrl);
  if (!sourceUrl || !host) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {intl.formatMessage(
        { id: 'recipes.dialog.source' },
        {
          host: (
            <a
              href={sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline-offset-4 hover:underline"
            >
              {host}
            </a>
          ),
        },
      )}
    </p>
  );
}

export function sourceHost(sourceUrl: string | null): string | null {
  if (!sourceUrl) return null;
  try {
    const url = new URL(sourceUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
