import { cardImageUrl } from '#shared/images/image-urls';
import { gridLayoutFor } from '#web/features/recipes/components/virtual-grid-layout';
import type { LibraryRow } from './grid-library';

/**
 * The yardstick of bench/grid-scroll.ts: a plain static page of recipe cards, every one in the
 * DOM from the start (no script, no virtualisation), with the grid's columns and gap for the
 * viewport and the same card pictures, 7 elements a card. What the browser does with no
 * per-frame work of ours; the grid is judged against it in the same run.
 */

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function card(row: LibraryRow) {
  const image = typeof row.imageUrl === 'string' ? row.imageUrl : '';
  const src = cardImageUrl(image) ?? '/images/default-recipe.svg';
  const subtitle = typeof row.subtitle === 'string' ? row.subtitle : '';
  const category = (row.category as { name?: string } | undefined)?.name ?? '';
  return (
    `<article><div class="pic"><img src="${src}" alt="" width="600" height="375" ` +
    `decoding="async"></div><div class="body"><p class="cat">` +
    `${escape(category)}</p><h3>${escape(row.title)}</h3><p>${escape(subtitle)}</p></div></article>`
  );
}

export function plainCardsPage(rows: readonly LibraryRow[], viewportWidth: number) {
  const { columns, gap } = gridLayoutFor(viewportWidth);
  const style = `
    body { margin: 0; padding: 24px; font: 16px system-ui, sans-serif; background: #fafaf9; }
    main { display: grid; grid-template-columns: repeat(${columns}, minmax(0, 1fr)); gap: ${gap}px; }
    article { border: 1px solid #e7e5e4; border-radius: 12px; overflow: hidden; background: #fff; }
    .pic { aspect-ratio: 16 / 10; background: #f5f5f4; }
    .pic img { width: 100%; height: 100%; object-fit: cover; display: block; }
    .body { padding: 16px; }
    .cat { margin: 0; font-size: 12px; font-weight: 600; text-transform: uppercase; color: #c2410c; }
    h3 { margin: 4px 0; font-size: 16px; }
    p { margin: 0; font-size: 14px; color: #57534e; }`;
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>${style}</style></head><body><main>${rows.map(card).join('')}</main></body></html>`;
}
