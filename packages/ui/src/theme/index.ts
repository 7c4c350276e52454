export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { BaseStyle, GlobalStyle, type BaseStyleProps, type GlobalStyleProps } from './GlobalStyle';
export { TokenStyle, type TokenStyleProps } from './TokenStyle';
export { theme, type Theme, type Mode } from '@tessera/tokens';
