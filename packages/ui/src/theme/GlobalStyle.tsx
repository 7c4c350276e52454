import { createGlobalStyle } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../utils/focusRing';
import { TokenStyle } from './TokenStyle';
import { MODAL_OPEN_ATTRIBUTE } from '../components/Modal/Modal.types';

/** BaseStyle takes no props. */
export type BaseStyleProps = Record<string, never>;

/**
 * A modal's scroll lock (Radix's, through react-remove-scroll) puts the scrollbar's width on the
 * body in this property, for rules that want it; none here reads it. Unregistered, it would be
 * inherited, and every element of the page restyled as a dialog opened (5.6 ms of the 7.7 the lock
 * cost on home at desktop speed, four times that on a phone); not inherited, the lock restyles the
 * body alone. (A comment inside the styles below would ship in the page's code.)
 */
const scrollLockWidth = `@property --removed-body-scroll-bar-size { syntax: '*'; inherits: false; }`;

/**
 * While a modal is open (Modal marks the body), the page under its backdrop keeps pointer events
 * of its own: Radix's `pointer-events: none` on the body is then not inherited by every element
 * of the page, which would all be restyled (4 ms of the modal's opening on home at desktop speed).
 * The backdrop covers the page, so the page still gets no pointer event; a dialog (Radix sets its
 * own) is left out, so one under another stays blocked.
 */
const pageUnderModal = `body[${MODAL_OPEN_ATTRIBUTE}] > :not([role='dialog']) { pointer-events: auto; }`;

/**
 * The base document styles, in the tokens' custom properties. Render it once, inside the
 * ThemeProvider, with the properties either linked or from `TokenStyle`.
 */
export const BaseStyle = createGlobalStyle<BaseStyleProps>`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${t.color.bg.canvas};
    color: ${t.color.text.primary};
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.md};
    line-height: ${t.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${t.font.family.heading};
    line-height: ${t.font.lineHeight.tight};
    margin: 0;
  }

  code, kbd, samp, pre { font-family: ${t.font.family.mono}; }

  a { color: ${t.color.text.link}; }

  img, svg { display: block; max-width: 100%; }

  button, input, select, textarea { font: inherit; color: inherit; }

  ${focusRing({ selector: ':focus-visible' })}

  ${scrollLockWidth}

  ${pageUnderModal}

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** GlobalStyle takes no props. */
export type GlobalStyleProps = Record<string, never>;

/**
 * The custom properties of every brand × mode (`TokenStyle`), plus the base document styles
 * ({@link BaseStyle}). Render it once, inside the ThemeProvider. The values live in CSS, so
 * switching mode or brand only swaps the `data-theme`/`data-brand` attributes. Font faces are not
 * declared here but in static stylesheets (`@tessera/ui/fonts`). A page that links the custom
 * properties as a stylesheet renders {@link BaseStyle} alone.
 */
export function GlobalStyle() {
  return (
    <>
      <TokenStyle />
      <BaseStyle />
    </>
  );
}
