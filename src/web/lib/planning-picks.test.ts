import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPlanningPicks,
  parsePlanningPicks,
  PLANNING_PICKS_KEY,
  removePlanningPick,
  togglePlanningPick,
  usePlanningPicks,
} from './planning-picks';

afterEach(() => window.sessionStorage.clear());

describe('planning picks', () => {
  it('reads only positive integer ids, once each', () => {
    expect(parsePlanningPicks('[3, 3, "4", -1, 2.5, 7]')).toEqual([3, 7]);
    expect(parsePlanningPicks('{"a":1}')).toEqual([]);
    expect(parsePlanningPicks('not json')).toEqual([]);
    expect(parsePlanningPicks(null)).toEqual([]);
  });

  it('keeps the ids in session storage and tells subscribers', () => {
    const { result } = renderHook(() => usePlanningPicks());
    expect(result.current).toEqual([]);
    act(() => togglePlanningPick(5));
    act(() => togglePlanningPick(9));
    expect(result.current).toEqual([5, 9]);
    expect(window.sessionStorage.getItem(PLANNING_PICKS_KEY)).toBe('[5,9]');
    act(() => togglePlanningPick(5));
    expect(result.current).toEqual([9]);
    act(() => removePlanningPick(9));
    expect(window.sessionStorage.getItem(PLANNING_PICKS_KEY)).toBeNull();
    act(() => togglePlanningPick(1));
    act(() => clearPlanningPicks());
    expect(result.current).toEqual([]);
  });
});
