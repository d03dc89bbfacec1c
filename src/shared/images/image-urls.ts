/**
 * Stored images come in two sizes under one content-hash name: `<name>.webp` (at most
 * 1600 px) and `<name>.card.webp` (at most 600 px) for the recipe grid. The recipe keeps the
 * large URL; the card URL is derived from it, only for our own uploads.
 *
 * No zod here: the recipe grid needs these on the first page, and images.schemas.ts (which
 * re-exports them for the server) would carry zod into the first load (docs/decisions/020).
 */
export const CARD_SUFFIX = '.card.webp';
export function cardImageUrl(imageUrl: string): string | null {
  return imageUrl.startsWith('/uploads/') &&
    imageUrl.endsWith('.webp') &&
    !imageUrl.endsWith(CARD_SUFFIX)
    ? imageUrl.slice(0, -'.webp'.length) + CARD_SUFFIX
    : null;
}
export const IMAGE_WIDTHS = { large: 1600, card: 600 } as const;
