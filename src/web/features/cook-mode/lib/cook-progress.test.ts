import { describe, expect, it } from 'vitest';
import { cookProgressKey, readCookProgress, saveCookProgress } from './cook-progress';

describe('cook progress', () => {
  it('comes back after a reload, per recipe and servings', () => {
    saveCookProgress(cookProgressKey(7, 4), { step: 2, ticked: [11, 13] });
    expect(readCookProgress(cookProgressKey(7, 4), 5)).toEqual({ step: 2, ticked: [11, 13] });
    expect(readCookProgress(cookProgressKey(7, 6), 5)).toEqual({ step: 0, ticked: [] });
    expect(readCookProgress(cookProgressKey(8, 4), 5)).toEqual({ step: 0, ticked: [] });
  });

  it('stays within the recipe when it lost steps, and survives garbage', () => {
    saveCookProgress('cookProgress:7:4', { step: 9, ticked: [1] });
    expect(readCookProgress('cookProgress:7:4', 3)).toEqual({ step: 2, ticked: [1] });
    window.localStorage.setItem('cookProgress:7:4', '{not json');
    expect(readCookProgress('cookProgress:7:4', 3)).toEqual({ step: 0, ticked: [] });
    window.localStorage.setItem(
      'cookProgress:7:4',
      JSON.stringify({ step: 'x', ticked: ['a', 2] }),
    );
    expect(readCookProgress('cookProgress:7:4', 3)).toEqual({ step: 0, ticked: [2] });
  });
});
