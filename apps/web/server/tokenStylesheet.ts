import type { Plugin } from 'vite';
// The tokens' source itself: the build's configuration is loaded before any package is built.
import { createStylesheet } from '../../../packages/tokens/src/css';

/** The module the entry imports for the tokens' stylesheet. */
export const TOKEN_STYLESHEET_ID = 'virtual:tessera-tokens.css';
const RESOLVED = `\0${TOKEN_STYLESHEET_ID}`;

/**
 * The custom properties of every brand × mode as a static stylesheet, built with the site: it
 * lands in the entry's CSS file, which the document links, so the first paint already has the
 * brand's colours and the page's code neither builds nor parses them at start (on a phone, tens
 * of milliseconds of the first task). The app then renders only BaseStyle, not GlobalStyle's TokenStyle.
 */
export function tokenStylesheet(): Plugin {
  return {
    name: 'tessera:token-stylesheet',
    resolveId: (id) => (id === TOKEN_STYLESHEET_ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? createStylesheet() : undefined),
  };
}
