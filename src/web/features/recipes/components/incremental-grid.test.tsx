import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GRID_PAGE_SIZE, IncrementalGrid } from './incremental-grid';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

function installObserver() {
  const observers: Callback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { reach: () => act(() => observers.at(-1)?.([{ isIntersecting: true }])) };
}

const items = Array.from({ length: 130 }, (_, i) => i + 1);

function Grid({ resetKey = '', list = items }: { resetKey?: string; list?: number[] }) {
  return (
    <IncrementalGrid
      items={list}
      resetKey={resetKey}
      label="Numbers"
      getKey={(n) => n}
      renderItem={(n) => <span>item {n}</span>}
    />
  );
}

describe('IncrementalGrid', () => {
  it('renders a page at first and another each time the end comes near', () => {
    const { reach } = installObserver();
    render(<Grid />);
    expect(screen.getAllByRole('listitem')).toHaveLength(GRID_PAGE_SIZE);
    reach();
    expect(screen.getAllByRole('listitem')).toHaveLength(2 * GRID_PAGE_SIZE);
    for (let i = 0; i < 10; i++) reach();
    expect(screen.getAllByRole('listitem')).toHaveLength(130);
    expect(screen.getByRole('list', { name: 'Numbers' })).toBeInTheDocument();
  });

  it('starts over when the filters change, not when the data refreshes', () => {
    const { reach } = installObserver();
    const { rerender } = render(<Grid />);
    reach();
    rerender(<Grid list={[...items]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2 * GRID_PAGE_SIZE);
    rerender(<Grid resetKey="chili" list={[...items]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(GRID_PAGE_SIZE);
  });

  it('offers a Show more button where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Grid />);
    act(() => screen.getByRole('button', { name: 'Show more' }).click());
    expect(screen.getAllByRole('listitem')).toHaveLength(2 * GRID_PAGE_SIZE);
  });
});
