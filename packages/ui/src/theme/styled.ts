import type { Theme } from '@tessera/tokens';

/**
 * Types `props.theme` in every styled component as the token tree. Kept in a .ts module the
 * entry imports (a .d.ts would not reach consumers of the built package).
 */
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: styled-components' theme is ours
  export interface DefaultTheme extends Theme {}
}

export {};
