import { Heart } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { Button } from '#web/components/ui/button';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { cn } from '#web/lib/utils';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';

/**
 * The recipe dialog's Add Favorite / Remove Favorite (product rule: favorite-toggle), waiting while
 * pending, and for a connection offline (docs/decisions/048).
 */
export function FavoriteButton({ recipe }: { recipe: RecipeDetail }) {
  const intl = useIntl();
  const { toggleFavorite, isFavoritePending } = useFavoriteToggle();
  const { offline, reasonProps } = useNeedsConnection();
  return (
    <Button
      variant={recipe.isFavorite ? 'secondary' : 'outline'}
      size="sm"
      disabled={isFavoritePending(recipe.id) || offline}
      {...reasonProps}
      onClick={() => toggleFavorite(recipe)}
    >
      <Heart className={cn(recipe.isFavorite && 'fill-current text-primary')} aria-hidden="true" />
      {intl.formatMessage({
        id: recipe.isFavorite ? 'favorites.button.remove' : 'favorites.button.add',
      })}
    </Button>
  );
}
