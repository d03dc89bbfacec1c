import { useState } from 'react';
import { cn } from '#web/lib/utils';
import { DEFAULT_RECIPE_IMAGE, resolveRecipeImageUrl } from '#web/lib/recipe-display';

/**
 * A recipe picture with the spec's fallback: missing or placeholder URLs show the default
 * image, and so does a picture that fails to load.
 */
export function RecipeImage({
  imageUrl,
  alt,
  className,
  eager = false,
}: {
  imageUrl: string | null | undefined;
  alt: string;
  className?: string;
  /** Load at once (the dialog) instead of when scrolled near (cards). */
  eager?: boolean;
}) {
  const src = resolveRecipeImageUrl(imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? DEFAULT_RECIPE_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('size-full object-cover', className)}
      onError={() => {
        if (shown !== DEFAULT_RECIPE_IMAGE) setFailedSrc(src);
      }}
    />
  );
}
