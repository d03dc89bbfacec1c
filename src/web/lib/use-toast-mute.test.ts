import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { muteErrorToasts, toast, useToast } from './use-toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('muteErrorToasts (a lost session)', () => {
  it('drops error toasts for a while, keeps other toasts, then lets errors through again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Before' });
    });
    act(() => muteErrorToasts(2000));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.toasts).toEqual([]);

    act(() => {
      toast({ variant: 'destructive', title: 'Failed to add to favorites' });
    });
    expect(result.current.toasts).toEqual([]);
    act(() => {
      toast({ title: 'Note added' });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(['Note added']);

    act(() => {
      vi.advanceTimersByTime(2000);
      toast({ variant: 'destructive', title: 'Sign-in failed' });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(['Sign-in failed']);
  });
});
