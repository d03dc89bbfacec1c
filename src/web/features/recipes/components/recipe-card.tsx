import { memo } from 'react';
import { CalendarCheck, CalendarPlus, Clock, EyeOff, Heart, Pencil, Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { Badge } from '#web/components/ui/badge';
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { cn } from '#web/lib/utils';
import { formatServings, formatTotalTime } from '#web/lib/recipe-display';
import { RecipeImage } from '#web/components/recipe/recipe-image';
import { categoryStyle, footerLineStyle, subtitleStyle, titleStyle } from './recipe-card-layout';

export interface RecipeCardProps {
  recipe: RecipeSummary;
  /** Picked for planning (session storage planningRecipes). */
  isPicked: boolean;
  /** Editor of the recipe's cookbook: shows the Edit action. */
  canEdit: boolean;
  /** Lines the title may take (recipe-card-layout.ts's titleLinesFor the card's width). */
  titleLines?: number;
  isFavoritePending?: boolean;
  onOpen: (recipeId: number) => void;
  onToggleFavorite: (recipe: RecipeSummary) => void;
  onTogglePick: (recipeId: number) => void;
  onEdit: (recipeId: number) => void;
}

/**
 * The card picture's width in the grid (recipe-card-grid.tsx), as measured in Chromium with the
 * sidebar shown, rounded up: one column below 520 px, two below 1024 px (beside the sidebar
 * from 640 px), three below 1536 px, then four in a grid of fixed width. The browser takes the
 * 600 px card wherever that covers the slot at the screen's density.
 */
const RECIPE_CARD_IMAGE_SIZES = [
  '(min-width: 1536px) 280px',
  '(min-width: 1024px) calc((100vw - 360px) / 3)',
  '(min-width: 640px) calc((100vw - 320px) / 2)',
  '(min-width: 520px) 46vw',
  'calc(100vw - 32px)',
].join(', ');

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-full transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

/**
 * A recipe in a grid (product rule: recipe-card). The whole card opens the recipe dialog (the
 * title button is stretched over it); favourite, plan and edit buttons sit above that.
 * Offline the heart waits for a connection and says so (docs/decisions/048); picking for planning
 * stays, as picks live on this device.
 * It fills the height its grid row gives it: recipe-card-layout.ts computes that height from
 * the card's width, and the text here keeps to its line heights and line counts.
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  isPicked,
  canEdit,
  titleLines = 2,
  isFavoritePending = false,
  onOpen,
  onToggleFavorite,
  onTogglePick,
  onEdit,
}: RecipeCardProps) {
  const intl = useIntl();
  const totalTime = formatTotalTime(intl, recipe);
  const favoriteLabel = intl.formatMessage({
    id: recipe.isFavorite ? 'recipes.card.removeFavorite' : 'recipes.card.addFavorite',
  });
  const editLabel = intl.formatMessage({ id: 'recipes.card.edit' });
  const { offline, reasonProps } = useNeedsConnection();
  return (
    <article
      aria-label={recipe.title}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        isPicked && 'border-primary ring-2 ring-primary/60',
      )}
    >
      <div className="relative aspect-[16/10] shrink-0 overflow-hidden bg-muted">
        <RecipeImage
          imageUrl={recipe.imageUrl}
          alt=""
          sizes={RECIPE_CARD_IMAGE_SIZES}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {isPicked && (
            <Badge className="shadow-sm">
              <CalendarCheck className="size-3" aria-hidden="true" />
              {intl.formatMessage({ id: 'recipes.card.picked' })}
            </Badge>
          )}
          {recipe.isHidden && (
            <Badge variant="secondary" className="shadow-sm">
              <EyeOff className="size-3" aria-hidden="true" />
              {intl.formatMessage({ id: 'recipes.card.hidden' })}
            </Badge>
          )}
        </div>
        {/* An opaque-ish disc, no backdrop blur: a backdrop-filter in scrolled content is
            repainted on every scroll frame (docs/decisions/021). */}
        <button
          type="button"
          className={cn(
            iconButton,
            'absolute top-2 right-2 z-10 size-9 bg-card/90 text-foreground shadow-sm hover:bg-card',
            recipe.isFavorite && 'text-primary',
          )}
          aria-label={favoriteLabel}
          title={favoriteLabel}
          disabled={isFavoritePending || offline}
          {...reasonProps}
          onClick={() => onToggleFavorite(recipe)}
        >
          <Heart className={cn('size-5', recipe.isFavorite && 'fill-current')} aria-hidden="true" />
        </button>
      </div>

      <div className="flex flex-1 flex-col gap-1 p-4">
        <p
          className="text-xs font-semibold tracking-wide text-primary uppercase"
          style={categoryStyle}
        >
          {recipe.category.name}
        </p>
        <h3 className="text-base font-semibold">
          <button
            type="button"
            className="block w-full text-left outline-none after:absolute after:inset-0 after:content-[''] hover:underline hover:decoration-primary/40 hover:underline-offset-4"
            onClick={() => onOpen(recipe.id)}
          >
            {/* The clamp is on a span: a button's own box does not clamp its lines. */}
            <span style={titleStyle(titleLines)}>{recipe.title}</span>
          </button>
        </h3>
        {recipe.subtitle && (
          <p className="text-sm text-muted-foreground" style={subtitleStyle}>
            {recipe.subtitle}
          </p>
        )}
        <div className="mt-auto flex items-end justify-between gap-2 pt-3">
          <div
            className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1 text-[0.8125rem] whitespace-nowrap text-muted-foreground"
            style={footerLineStyle}
          >
            {totalTime && (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden="true" />
                {totalTime}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden="true" />
              {formatServings(intl, recipe.servings)}
            </span>
          </div>
          <div className="relative z-10 -mr-1 flex shrink-0 gap-0.5">
            {canEdit && (
              <button
                type="button"
                className={cn(iconButton, 'text-muted-foreground hover:bg-secondary')}
                aria-label={editLabel}
                title={editLabel}
                onClick={() => onEdit(recipe.id)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </button>
            )}
            <button
              type="button"
              className={cn(
                iconButton,
                isPicked
                  ? 'bg-primary text-primary-foreground hover:bg-primary/90'
                  : 'text-muted-foreground hover:bg-secondary',
              )}
              aria-label={intl.formatMessage({
                id: isPicked ? 'recipes.card.removeFromPlan' : 'recipes.card.addToPlan',
              })}
              title={intl.formatMessage({
                id: isPicked ? 'recipes.card.pickedTitle' : 'recipes.card.pickTitle',
              })}
              onClick={() => onTogglePick(recipe.id)}
            >
              {isPicked ? (
                <CalendarCheck className="size-4" aria-hidden="true" />
              ) : (
                <CalendarPlus className="size-4" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
});
