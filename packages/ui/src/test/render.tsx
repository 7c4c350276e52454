import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GlobalStyle, ThemeProvider } from '../theme';

/** Renders inside the theme, as an app would. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(
    <ThemeProvider>
      <GlobalStyle />
      {ui}
    </ThemeProvider>,
    options,
  );
}
