export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle, type GlobalStyleProps } from './GlobalStyle';
export { theme, type Theme, type Mode } from '@tessera/tokens';
