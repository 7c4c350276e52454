import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '../../test/store';
import type { Api } from '../../core/api';
import { initialThemeState, themeToggled } from './slice';

describe('theme', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to light', () => {
    expect(initialThemeState().mode).toBe('light');
  });

  it('reads the stored theme and ignores junk', () => {
    localStorage.setItem('theme', 'dark');
    expect(initialThemeState().mode).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(initialThemeState().mode).toBe('light');
  });

  it('toggling stores the choice under "theme"', () => {
    const store = createStore({} as Api);
    store.dispatch(themeToggled());
    expect(store.getState().theme.mode).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    store.dispatch(themeToggled());
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
