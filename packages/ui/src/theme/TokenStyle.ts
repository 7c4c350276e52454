import { createGlobalStyle } from 'styled-components';
import { createStylesheet } from '@tessera/tokens';

let tokenCss: string | undefined;
/** Built on first use. */
const tokenStylesheet = () => (tokenCss ??= createStylesheet());

/** TokenStyle takes no props. */
export type TokenStyleProps = Record<string, never>;

/**
 * The custom properties of every brand × mode, built from the tokens at run time. A page that
 * links them as a static stylesheet (the web app's build and dev server do, from the same
 * `createStylesheet()`) renders only `BaseStyle`, and so loads neither the brands' values
 * nor the code that writes them.
 */
export const TokenStyle = createGlobalStyle<TokenStyleProps>`
  ${tokenStylesheet}
`;
