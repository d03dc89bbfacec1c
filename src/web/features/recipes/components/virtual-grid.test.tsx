import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MOUNT_ALL_UP_TO, OVERSCAN_ROWS, VirtualGrid } from './virtual-grid';

// jsdom lays nothing out: every row says it is ROW_HEIGHT tall, the window is 1024 × 768
// (3 columns, 20 px gaps) and scrolling is setting window.scrollY and firing 'scroll'.
// ROW_HEIGHT is the grid's first guess for a grid of no width (estimateRowHeight), so rows not
// measured yet are as tall as measured ones and a scroll offset falls on a known row.
const ROW_HEIGHT = 150;
const ROW_STEP = ROW_HEIGHT + 20;
const COLUMNS = 3;
const VISIBLE_ROWS = Math.ceil(768 / ROW_STEP) + 1;

function numbers(count: number) {
  return Array.from({ length: count }, (_, i) => i + 1);
}

function Grid({ items, resetKey = '' }: { items: number[]; resetKey?: string }) {
  return (
    <VirtualGrid
      items={items}
      resetKey={resetKey}
      label="Numbers"
      getKey={(n) => n}
      renderItem={(n) => <button type="button">item {n}</button>}
    />
  );
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const item = (n: number) => screen.queryByRole('button', { name: `item ${n}` });

let scrollTo: MockInstance<typeof window.scrollTo>;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.hasAttribute('data-index') ? ROW_HEIGHT : 0;
  });
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('VirtualGrid', () => {
  it('mounts only the rows near the viewport of a long list, as one labelled list', () => {
    render(<Grid items={numbers(3000)} />);
    const list = screen.getByRole('list', { name: 'Numbers' });
    const mounted = within(list).getAllByRole('listitem');
    expect(mounted.length).toBeLessThanOrEqual((VISIBLE_ROWS + OVERSCAN_ROWS) * COLUMNS);
    expect(mounted[0]).toHaveAttribute('aria-setsize', '3000');
    expect(mounted[4]).toHaveAttribute('aria-posinset', '5');
    expect(item(1)).toBeInTheDocument();
    expect(item(3000)).not.toBeInTheDocument();
    // The list is as tall as all its rows (with a 20 px gap between them).
    expect(list.firstElementChild).toHaveStyle({ height: `${1000 * ROW_STEP - 20}px` });
  });

  it('mounts the rows where the window scrolls to and unmounts the others', () => {
    render(<Grid items={numbers(3000)} />);
    scrollWindowTo(500 * ROW_STEP);
    expect(item(1)).not.toBeInTheDocument();
    expect(item(500 * COLUMNS + 1)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(
      (VISIBLE_ROWS + 2 * OVERSCAN_ROWS) * COLUMNS,
    );
    scrollWindowTo(999 * ROW_STEP);
    expect(item(3000)).toBeInTheDocument();
  });

  it('keeps the focused card and the rows beside it mounted when it scrolls out of view', () => {
    render(<Grid items={numbers(3000)} />);
    scrollWindowTo(20 * ROW_STEP);
    const focused = item(20 * COLUMNS + 2)!;
    act(() => focused.focus());
    scrollWindowTo(600 * ROW_STEP);
    expect(focused).toHaveFocus();
    expect(item(19 * COLUMNS + 1)).toBeInTheDocument(); // the row before it
    expect(item(21 * COLUMNS + 3)).toBeInTheDocument(); // the row after it
    expect(item(10 * COLUMNS + 1)).not.toBeInTheDocument();
    expect(item(600 * COLUMNS + 1)).toBeInTheDocument();
  });

  it(`mounts every row of a list of up to ${MOUNT_ALL_UP_TO}`, () => {
    render(<Grid items={numbers(MOUNT_ALL_UP_TO)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(MOUNT_ALL_UP_TO);
  });

  it('keeps the scroll position when the data refreshes and goes back up when the filters change', () => {
    const { rerender } = render(<Grid items={numbers(3000)} />);
    scrollWindowTo(300 * ROW_STEP);
    const list = screen.getByRole('list', { name: 'Numbers' });
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -96_000, 1000, 1));
    const wentToTop = () =>
      scrollTo.mock.calls.some(([options]) => (options as ScrollToOptions)?.top === 0);
    scrollTo.mockClear();

    rerender(<Grid items={[...numbers(3000)]} />);
    expect(wentToTop()).toBe(false);
    expect(item(300 * COLUMNS + 1)).toBeInTheDocument();

    rerender(<Grid items={numbers(1200)} resetKey="chili" />);
    expect(wentToTop()).toBe(true);
  });
});
