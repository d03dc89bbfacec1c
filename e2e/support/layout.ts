import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout checks for long content: nothing makes the page wider than the window, every control
 * can be reached, and no text spills out of the box it belongs to.
 */

/** The viewports long content is checked at: a phone and a laptop. */
export const LAYOUT_VIEWPORTS = [
  { name: 'narrow', width: 390, height: 844 },
  { name: 'wide', width: 1280, height: 900 },
] as const;

/** The page does not scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    // The outermost elements that reach past the window, to say what widens the page.
    const culprits: string[] = [];
    const walk = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.position === 'fixed') return;
      if (el.getBoundingClientRect().right > window.innerWidth + 1) {
        const wide = [...el.children].some(
          (child) => child.getBoundingClientRect().right > window.innerWidth + 1,
        );
        if (!wide || culprits.length > 4) {
          culprits.push(
            `<${el.tagName.toLowerCase()} class="${el.getAttribute('class')?.slice(0, 80) ?? ''}">`,
          );
          return;
        }
      }
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') return;
      for (const child of el.children) walk(child);
    };
    walk(document.body);
    return {
      scroll: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      window: window.innerWidth,
      culprits,
    };
  });
  expect
    .soft(
      Math.max(widths.scroll, widths.body),
      `${where}: the page is ${Math.max(widths.scroll, widths.body)} px wide in a ${widths.window} px window (${widths.culprits.join(', ')})`,
    )
    .toBeLessThanOrEqual(widths.window);
}

/** An element that is its own box does not scroll sideways (a dialog, a panel). */
export async function expectNoInnerHorizontalScroll(locator: Locator, where: string) {
  const { scroll, client } = await locator.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect
    .soft(scroll, `${where}: ${scroll} px of content in a ${client} px box`)
    .toBeLessThanOrEqual(client + 1);
}

export interface LayoutProblem {
  what: string;
  problem: string;
}

/**
 * Every visible control inside `scope` (buttons, links, inputs, comboboxes): inside the window
 * sideways (unless it sits in a sideways-scrolling strip, where it scrolls into view), inside
 * the card, list item, section or dialog it belongs to, and not clipped away by an
 * `overflow: hidden` ancestor. Texts that contain one of `texts` (title fragments) must stay
 * inside their box too, unless a clipping ancestor cuts them (truncate, line-clamp).
 */
export async function findLayoutProblems(
  page: Page,
  scope: string,
  texts: readonly string[],
): Promise<LayoutProblem[]> {
  return page.evaluate(
    ({ scope, texts }) => {
      const problems: { what: string; problem: string }[] = [];
      const TOLERANCE = 1;
      const roots = [...document.querySelectorAll(scope)];
      const describe = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ??
          el.getAttribute('title') ??
          (el.textContent ?? '').trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()}> ${label}`;
      };
      const isShown = (el: Element) => {
        const rect = el.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return false;
        if (typeof el.checkVisibility === 'function') {
          return el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
        }
        return true;
      };
      const scrollsSideways = (el: Element) => {
        const style = getComputedStyle(el);
        return (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          el.scrollWidth > el.clientWidth + TOLERANCE
        );
      };
      const clips = (el: Element) => {
        const style = getComputedStyle(el);
        return style.overflowX !== 'visible' || style.overflowY !== 'visible';
      };
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - TOLERANCE &&
        inner.right <= outer.right + TOLERANCE &&
        inner.top >= outer.top - TOLERANCE &&
        inner.bottom <= outer.bottom + TOLERANCE;
      const insideSideways = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - TOLERANCE && inner.right <= outer.right + TOLERANCE;
      const CONTAINERS = 'li, section, article, [role="dialog"], [role="alertdialog"], form';

      for (const root of roots) {
        const controls = root.querySelectorAll(
          'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], [role="tab"]',
        );
        for (const control of controls) {
          if (!isShown(control)) continue;
          const rect = control.getBoundingClientRect();
          let inStrip = false;
          for (let a = control.parentElement; a; a = a.parentElement) {
            if (scrollsSideways(a)) inStrip = true;
          }
          if (!inStrip && (rect.left < -TOLERANCE || rect.right > window.innerWidth + TOLERANCE)) {
            problems.push({
              what: describe(control),
              problem: `outside the window sideways (${Math.round(rect.left)}..${Math.round(rect.right)} of ${window.innerWidth})`,
            });
          }
          const container = control.parentElement?.closest(CONTAINERS);
          if (container && container.contains(control)) {
            const box = container.getBoundingClientRect();
            if (!insideSideways(rect, box)) {
              problems.push({
                what: describe(control),
                problem: `sticks out of its ${container.tagName.toLowerCase()} (${Math.round(rect.left)}..${Math.round(rect.right)} vs ${Math.round(box.left)}..${Math.round(box.right)})`,
              });
            }
          }
          for (let a = control.parentElement; a && a !== document.body; a = a.parentElement) {
            if (!clips(a) || scrollsSideways(a)) continue;
            const style = getComputedStyle(a);
            if (style.overflowY === 'auto' || style.overflowY === 'scroll') {
              // A vertical scroller brings the control into view; only sideways clipping hides it.
              const box = a.getBoundingClientRect();
              if (!insideSideways(rect, box)) {
                problems.push({
                  what: describe(control),
                  problem: `clipped sideways by a scrolling ${a.tagName.toLowerCase()} (${Math.round(rect.left)}..${Math.round(rect.right)} vs ${Math.round(box.left)}..${Math.round(box.right)})`,
                });
              }
              continue;
            }
            if (!inside(rect, a.getBoundingClientRect())) {
              problems.push({
                what: describe(control),
                problem: `clipped by an overflow-hidden ${a.tagName.toLowerCase()}.${[...a.classList].slice(0, 3).join('.')}`,
              });
            }
            break;
          }
        }

        // Text runs: a title fragment must stay inside its container unless something clips it.
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.nodeValue ?? '';
          if (!texts.some((t) => value.includes(t))) continue;
          const parent = node.parentElement;
          if (!parent || !isShown(parent)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          if (rect.width <= 1) continue;
          let clipped = false;
          let container: Element | null = null;
          for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
            if (clips(a) && !scrollsSideways(a)) {
              const style = getComputedStyle(a);
              if (style.overflowX !== 'visible' && style.overflowX !== 'auto') {
                clipped = true;
                break;
              }
            }
            if (a.matches(CONTAINERS)) {
              container = a;
              break;
            }
          }
          if (clipped) continue;
          const box = (container ?? document.documentElement).getBoundingClientRect();
          if (!insideSideways(rect, box)) {
            problems.push({
              what: `text "${value.slice(0, 30)}…" in <${parent.tagName.toLowerCase()}>`,
              problem: `runs out of its ${container?.tagName.toLowerCase() ?? 'page'} (${Math.round(rect.left)}..${Math.round(rect.right)} vs ${Math.round(box.left)}..${Math.round(box.right)})`,
            });
          }
        }
      }
      return problems;
    },
    { scope, texts: [...texts] },
  );
}

/** No layout problems in `scope` (see findLayoutProblems). */
export async function expectReachableLayout(
  page: Page,
  scope: string,
  texts: readonly string[],
  where: string,
) {
  const problems = await findLayoutProblems(page, scope, texts);
  expect
    .soft(
      problems.map((p) => `${p.what}: ${p.problem}`),
      `${where}: controls out of reach or text out of its box`,
    )
    .toEqual([]);
}

/** Two boxes overlap. */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
