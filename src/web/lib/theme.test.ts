import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fontSizeToCss,
  followsSystem,
  initAppearance,
  parseFontSize,
  parseThemePreference,
  resolveIsDark,
  setFontSize,
  themeStorageFor,
  useTheme,
} from './theme';

describe('resolveIsDark', () => {
  it('obeys an explicit stored theme whatever the flag and system say', () => {
    expect(resolveIsDark({ theme: 'dark', darkMode: false, systemPrefersDark: false })).toBe(true);
    expect(resolveIsDark({ theme: 'light', darkMode: true, systemPrefersDark: true })).toBe(false);
  });

  it("follows the system with theme 'system'", () => {
    expect(resolveIsDark({ theme: 'system', darkMode: false, systemPrefersDark: true })).toBe(true);
    expect(resolveIsDark({ theme: 'system', darkMode: true, systemPrefersDark: false })).toBe(
      false,
    );
  });

  it('uses the darkMode flag when no theme is stored', () => {
    expect(resolveIsDark({ theme: null, darkMode: true, systemPrefersDark: false })).toBe(true);
    expect(resolveIsDark({ theme: null, darkMode: false, systemPrefersDark: true })).toBe(false);
  });

  it('falls back to the system preference when nothing is stored', () => {
    expect(resolveIsDark({ theme: null, darkMode: null, systemPrefersDark: true })).toBe(true);
    expect(resolveIsDark({ theme: null, darkMode: null, systemPrefersDark: false })).toBe(false);
  });
});

describe('theme storage rules', () => {
  it('parses only known theme values', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference('blue')).toBeNull();
    expect(parseThemePreference(null)).toBeNull();
  });

  it('follows system changes only for system or unset appearance', () => {
    expect(followsSystem({ theme: 'system', darkMode: true })).toBe(true);
    expect(followsSystem({ theme: null, darkMode: null })).toBe(true);
    expect(followsSystem({ theme: null, darkMode: false })).toBe(false);
    expect(followsSystem({ theme: 'light', darkMode: null })).toBe(false);
  });

  it('stores the darkMode flag and the matching theme on toggle', () => {
    expect(themeStorageFor(true)).toEqual({ darkMode: 'true', theme: 'dark' });
    expect(themeStorageFor(false)).toEqual({ darkMode: 'false', theme: 'light' });
  });
});

describe('font size', () => {
  it('maps the four sizes to 14/16/18/20 px and defaults to medium', () => {
    expect(fontSizeToCss(parseFontSize('small'))).toBe('14px');
    expect(fontSizeToCss(parseFontSize('medium'))).toBe('16px');
    expect(fontSizeToCss(parseFontSize('large'))).toBe('18px');
    expect(fontSizeToCss(parseFontSize('xlarge'))).toBe('20px');
    expect(parseFontSize(null)).toBe('medium');
    expect(parseFontSize('huge')).toBe('medium');
  });

  it('applies the stored size to the root element', () => {
    window.localStorage.setItem('fontSize', 'large');
    initAppearance();
    expect(document.documentElement.style.fontSize).toBe('18px');
    setFontSize('small');
    expect(document.documentElement.style.fontSize).toBe('14px');
    expect(window.localStorage.getItem('fontSize')).toBe('small');
  });
});

describe('useTheme', () => {
  it('applies the stored theme on start and toggles the dark class and storage', () => {
    window.localStorage.setItem('theme', 'dark');
    initAppearance();
    expect(document.documentElement).toHaveClass('dark');

    const { result } = renderHook(() => useTheme());
    expect(result.current.isDark).toBe(true);
    act(() => result.current.toggleDarkMode());
    expect(result.current.isDark).toBe(false);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('darkMode')).toBe('false');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});
