import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HIGHLIGHT_MS,
  isRecentlyChanged,
  markRecentlyChanged,
  resetRecentChanges,
  useRecentlyChanged,
} from './recent-changes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resetRecentChanges();
  vi.useRealTimers();
});

describe('recent changes', () => {
  it('marks a key for 2.5 s; marking it again starts the time over', () => {
    markRecentlyChanged('shopping-item:1');
    expect(isRecentlyChanged('shopping-item:1')).toBe(true);
    expect(isRecentlyChanged('shopping-item:2')).toBe(false);
    vi.advanceTimersByTime(HIGHLIGHT_MS - 500);
    markRecentlyChanged('shopping-item:1');
    vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
    expect(isRecentlyChanged('shopping-item:1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isRecentlyChanged('shopping-item:1')).toBe(false);
  });

  it('re-renders the rows that watch a key when it is marked and when it clears', () => {
    const { result } = renderHook(() => useRecentlyChanged('shopping-item:3'));
    const other = renderHook(() => useRecentlyChanged('shopping-item:4'));
    expect(result.current).toBe(false);
    act(() => markRecentlyChanged('shopping-item:3'));
    expect(result.current).toBe(true);
    expect(other.result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(HIGHLIGHT_MS);
    });
    expect(result.current).toBe(false);
  });
});
