import { useState } from 'react';
import { CARD_SUFFIX, cardImageUrl, IMAGE_WIDTHS } from '#shared/images/image-urls';
import { cn } from '#web/lib/utils';
import { DEFAULT_RECIPE_IMAGE, resolveRecipeImageUrl } from '#web/lib/recipe-display';

/** Which of a picture's files failed to load: its card variant, or the picture itself. */
type Failure = { src: string; failed: 'card' | 'picture' };

/**
 * A recipe picture with the spec's fallback: missing or placeholder URLs show the default
 * image, and so does a picture that fails to load.
 *
 * With `sizes` (the width the picture takes on screen, as in the `sizes` attribute) our own
 * images are offered in both stored sizes through `srcset`, so the browser loads the 600 px
 * card where that is sharp enough (the recipe grid) and the large one where it is not. Without
 * `sizes` (the recipe dialog) the large picture is shown. Outside addresses have no card size
 * and are shown as they are. A card that fails to load falls back to the large picture.
 */
export function RecipeImage({
  imageUrl,
  alt,
  className,
  eager = false,
  sizes,
}: {
  imageUrl: string | null | undefined;
  alt: string;
  className?: string;
  /** Load at once (the dialog) instead of when scrolled near (cards). */
  eager?: boolean;
  /** The `sizes` attribute: offers the card-size picture through `srcset`. */
  sizes?: string;
}) {
  const src = resolveRecipeImageUrl(imageUrl);
  const [failure, setFailure] = useState<Failure | null>(null);
  const failed = failure?.src === src ? failure.failed : null;
  const card = sizes && failed === null ? cardImageUrl(src) : null;
  const shown = failed === 'picture' ? DEFAULT_RECIPE_IMAGE : src;
  return (
    <img
      // srcset and sizes before src, so no browser starts loading src before it reads them.
      srcSet={card ? `${card} ${IMAGE_WIDTHS.card}w, ${src} ${IMAGE_WIDTHS.large}w` : undefined}
      sizes={card ? sizes : undefined}
      src={shown}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('size-full object-cover', className)}
      onError={(event) => {
        if (shown === DEFAULT_RECIPE_IMAGE) return;
        const cardFailed = card !== null && event.currentTarget.currentSrc.endsWith(CARD_SUFFIX);
        setFailure({ src, failed: cardFailed ? 'card' : 'picture' });
      }}
    />
  );
}
