import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MOUNT_ALL_UP_TO, OVERSCAN_ROWS, VirtualGrid } from './virtual-grid';

// jsdom lays nothing out: items are ROW_HEIGHT tall at any width, the window is 1024 × 768
// (3 columns, 20 px gaps) and scrolling is setting window.scrollY and firing 'scroll'.
const ROW_HEIGHT = 150;
const ROW_STEP = ROW_HEIGHT + 20;
const COLUMNS = 3;
const VISIBLE_ROWS = Math.ceil(768 / ROW_STEP) + 1;
/** The last row the 768 px window shows, in part, when scrolled to the top of `row`. */
const lastInView = (row: number) => Math.floor((row * ROW_STEP + 768) / ROW_STEP);

function numbers(count: number) {
  return Array.from({ length: count }, (_, i) => i + 1);
}

const getKey = (n: number) => n;
const renderItem = vi.fn((n: number) => <button type="button">item {n}</button>);
const itemHeight = () => ROW_HEIGHT;

function Grid({ items, resetKey = '' }: { items: number[]; resetKey?: string }) {
  return (
    <VirtualGrid
      items={items}
      resetKey={resetKey}
      label="Numbers"
      getKey={getKey}
      renderItem={renderItem}
      itemHeight={itemHeight}
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
  renderItem.mockClear();
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

  it('places each row at its index times the row pitch, at the height of its items', () => {
    render(<Grid items={numbers(3000)} />);
    scrollWindowTo(40 * ROW_STEP);
    const row = item(40 * COLUMNS + 1)!.closest('[role=listitem]')!.parentElement!;
    expect(row).toHaveStyle({ top: `${40 * ROW_STEP}px`, height: `${ROW_HEIGHT}px` });
  });

  it('renders only the rows that come into view as the window scrolls', () => {
    render(<Grid items={numbers(3000)} />);
    scrollWindowTo(100 * ROW_STEP);
    renderItem.mockClear();
    scrollWindowTo(100 * ROW_STEP + 40); // the same rows in view: nothing renders
    expect(renderItem).not.toHaveBeenCalled();
    scrollWindowTo(101 * ROW_STEP); // one row further: the row it mounts renders, no other
    const mounted = lastInView(101) + OVERSCAN_ROWS;
    const rendered = renderItem.mock.calls.map(([n]) => n);
    expect(rendered).toEqual(numbers(COLUMNS).map((n) => mounted * COLUMNS + n));
    expect(rendered.every((n) => item(n) !== null)).toBe(true);
  });

  it('shields the items from the pointer while the wheel scrolls, until it moves or stops', () => {
    vi.useFakeTimers();
    try {
      const { container } = render(<Grid items={numbers(3000)} />);
      const shield = container.querySelector('[aria-hidden=true]')!;
      const wheel = () => act(() => void window.dispatchEvent(new Event('wheel')));
      // A scroll without the wheel (keys, the focus, a script) leaves the pointer alone.
      scrollWindowTo(1000);
      expect(shield).not.toHaveAttribute('data-scrolling');
      wheel();
      expect(shield).toHaveAttribute('data-scrolling');
      act(() => void window.dispatchEvent(new Event('pointermove')));
      expect(shield).not.toHaveAttribute('data-scrolling');
      // A smooth scroll running on after the wheel keeps it up; 150 ms of quiet ends it.
      wheel();
      act(() => void vi.advanceTimersByTime(100));
      scrollWindowTo(2000);
      act(() => void vi.advanceTimersByTime(100));
      expect(shield).toHaveAttribute('data-scrolling');
      act(() => void vi.advanceTimersByTime(50));
      expect(shield).not.toHaveAttribute('data-scrolling');
    } finally {
      vi.useRealTimers();
    }
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
