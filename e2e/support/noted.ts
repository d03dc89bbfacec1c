import { expect, type Page } from '@playwright/test';

/**
 * What shows only for a moment (a toast lives 3 s, a row changed elsewhere is highlighted for
 * 2.5 s): beside a busy CPU a test's look can come after it is gone. From `noteWhenShown` on,
 * the page itself notes when an element matching `selector` holds `text`; `expectShown` asks
 * afterwards.
 */
export async function noteWhenShown(page: Page, selector: string, text: string) {
  await page.evaluate(
    ([css, wanted]) => {
      const w = window as unknown as { shown?: Set<string> };
      const shown = (w.shown ??= new Set());
      const name = `${css} ${wanted}`;
      shown.delete(name);
      const look = (observer?: MutationObserver) => {
        for (const element of document.querySelectorAll(css)) {
          if (!element.textContent?.includes(wanted)) continue;
          shown.add(name);
          observer?.disconnect();
          return true;
        }
        return false;
      };
      if (look()) return;
      new MutationObserver((_changes, observer) => look(observer)).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    },
    [selector, text] as const,
  );
}

/** Waits until the page noted `text` in `selector` (see noteWhenShown). */
export async function expectShown(page: Page, selector: string, text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (name) => (window as unknown as { shown?: Set<string> }).shown?.has(name) ?? false,
        `${selector} ${text}`,
      ),
    )
    .toBe(true);
}

/** A row of the shopping list that another device changed. */
export const HIGHLIGHTED_ROW = 'li[data-recently-changed="true"]';
/** A toast in the notifications viewport. */
export const TOAST = '[aria-label^="Notifications"] li';
