import { useLayoutEffect, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { DEFAULT_BRAND, theme, type Mode } from '@tessera/tokens';
import { separateAtRules } from './atRuleSheet';
import './styled';

const STYLIS_PLUGINS = [separateAtRules];

export interface ThemeProviderProps {
  /**
   * Light or dark.
   * @default 'light'
   */
  mode?: Mode;
  /**
   * The brand whose tokens apply; an unknown id shows the default brand.
   * @default 'tessera'
   */
  brand?: string;
  /**
   * Writing direction, set on the document alongside the theme.
   * @default undefined (left as it is)
   */
  dir?: 'ltr' | 'rtl';
  /**
   * The element that carries `data-theme`/`data-brand`. Defaults to the document element so that
   * portalled content (modals, menus, toasts) is themed too.
   */
  target?: HTMLElement | null;
  /** The app, themed. */
  children?: ReactNode;
}

/**
 * Applies a mode and a brand. The styled-components theme is the static token tree of
 * `var(--ts-…)` references; the real values come from the CSS of GlobalStyle, selected by the
 * attributes this component sets. Changing mode or brand re-styles nothing in JavaScript.
 */
// eslint-disable-next-line house/component-forwards-ref -- renders no element of its own: it sets attributes on the document (or `target`)
export function ThemeProvider({ mode = 'light', brand = DEFAULT_BRAND, dir, target, children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const el = target ?? (typeof document === 'undefined' ? null : document.documentElement);
    if (!el) return;
    el.dataset.theme = mode;
    el.dataset.brand = brand;
    if (dir) el.dir = dir;
  }, [mode, brand, dir, target]);

  return (
    <StyleSheetManager stylisPlugins={STYLIS_PLUGINS}>
      <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>
    </StyleSheetManager>
  );
}
