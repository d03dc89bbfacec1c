import type { CSSProperties } from 'react';

/**
 * The recipe card's height, computed from its width alone (docs/decisions/031), so the grid
 * can place every row without measuring one: a 16:10 picture over a text area of fixed height.
 * The text area holds the most the card shows, each line at a fixed line height: the category
 * (one line), the title (at most two lines, three on a narrow card), the subtitle (at most two)
 * and the times and servings (two lines where they wrap beside the buttons). recipe-card.tsx takes its line
 * heights and clamps from here, so the two cannot drift apart; a card with less text keeps
 * the same height, its time and servings at the bottom as before.
 */

/** CSS pixels of the card's text area, as recipe-card.tsx lays it out. */
const BORDER = 1; // `border`, top and bottom
const PADDING = 16; // `p-4`
const GAP = 4; // `gap-1` between category, title, subtitle and the footer
const CATEGORY_LINE = 16;
const TITLE_LINE = 22; // `text-base` at `leading-snug`
const SUBTITLE_LINE = 20; // `text-sm`
const FOOTER_TOP = 12; // `pt-3`
const FOOTER_LINE = 20;
const FOOTER_ROW_GAP = 4; // `gap-y-1` when time and servings wrap
const FOOTER_BUTTON = 32; // `size-8`

const SUBTITLE_LINES = 2;
const FOOTER_LINES = 2;

/**
 * Below this card width a title gets a third line: two columns beside the sidebar leave cards
 * of 160–230 px, where two lines hold about 30 characters, fewer than many titles have.
 */
const THREE_TITLE_LINES_BELOW = 210;

export function titleLinesFor(cardWidth: number): number {
  return cardWidth < THREE_TITLE_LINES_BELOW ? 3 : 2;
}

const px = (n: number) => `${n}px`;

/** At most `lines` lines of `lineHeight`, the rest cut with an ellipsis. */
function clamped(lines: number, lineHeight: number): CSSProperties {
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    lineHeight: px(lineHeight),
  };
}

export const categoryStyle = clamped(1, CATEGORY_LINE);
const titleStyles = new Map([2, 3].map((lines) => [lines, clamped(lines, TITLE_LINE)]));
/** The title's style at `lines` lines (one object per count, so memoised cards stay equal). */
export const titleStyle = (lines: number) => titleStyles.get(lines) ?? clamped(lines, TITLE_LINE);
export const subtitleStyle = clamped(SUBTITLE_LINES, SUBTITLE_LINE);
/** The time and servings beside the buttons, which wrap to a second line on narrow cards. */
export const footerLineStyle: CSSProperties = { lineHeight: px(FOOTER_LINE) };

const FOOTER_HEIGHT = Math.max(
  FOOTER_LINES * FOOTER_LINE + (FOOTER_LINES - 1) * FOOTER_ROW_GAP,
  FOOTER_BUTTON,
);

/** The text area's height: padding, each block at its most lines, the gaps between. */
export function cardTextHeight(titleLines: number): number {
  return (
    2 * PADDING +
    CATEGORY_LINE +
    GAP +
    titleLines * TITLE_LINE +
    GAP +
    SUBTITLE_LINES * SUBTITLE_LINE +
    GAP +
    FOOTER_TOP +
    FOOTER_HEIGHT
  );
}

/**
 * A card's height at `cardWidth`, rounded up to a whole pixel: the card fills its row (it
 * stretches), so a fraction more leaves a sliver of space, never a clipped line.
 */
export function recipeCardHeight(cardWidth: number): number {
  const picture = ((cardWidth - 2 * BORDER) * 10) / 16;
  return Math.ceil(2 * BORDER + picture + cardTextHeight(titleLinesFor(cardWidth)));
}
