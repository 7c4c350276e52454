export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
// eslint-disable-next-line house/props-exported -- GlobalStyle takes no props
export { GlobalStyle } from './GlobalStyle';
export { theme, type Theme, type Mode } from '@tessera/tokens';
