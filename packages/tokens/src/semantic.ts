import { palette as p } from './palette';
import { BODY_FONT_STACK, FONT_FACES } from './fonts';
import type { Tokens, TokenOverride } from './types';

/** The light mode of the default brand: the complete tree every other mode and brand overrides. */
export const lightTokens: Tokens = {
  color: {
    bg: {
      canvas: p.neutral[50],
      surface: p.white,
      raised: p.white,
      sunken: p.neutral[100],
      hover: p.neutral[100],
      backdrop: 'rgba(12, 15, 27, 0.6)',
      inverse: p.neutral[900],
      accentSubtle: p.indigo[100],
    },
    text: {
      primary: p.neutral[900],
      muted: p.neutral[600],
      subtle: p.neutral[400],
      inverse: p.white,
      onAccent: p.white,
      link: p.indigo[700],
      danger: p.red[700],
    },
    border: {
      default: p.neutral[200],
      strong: p.neutral[500],
      focus: p.indigo[600],
    },
    accent: {
      primary: p.indigo[600],
      primaryHover: p.indigo[700],
      primaryActive: p.indigo[900],
      highlight: p.gold[500],
      onHighlight: p.neutral[950],
    },
    status: {
      danger: p.red[600],
      dangerSubtle: p.red[100],
      success: p.green[700],
      successSubtle: p.green[100],
      warning: p.amber[700],
      warningSubtle: p.amber[100],
      info: p.blue[600],
      infoSubtle: p.blue[100],
      onStatus: p.white,
    },
  },
  font: {
    family: {
      body: BODY_FONT_STACK,
      heading: 'var(--ts-font-family-body)',
      // Code keeps its own face for Latin; any other script reads as the body does.
      mono: `'${FONT_FACES.mono}', var(--ts-font-family-body)`,
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      '2xl': '1.75rem',
      '3xl': '2.25rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    7: '2rem',
    8: '2.5rem',
    9: '3rem',
    10: '4rem',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    raised: '0 1px 2px rgba(20, 24, 40, 0.08), 0 2px 8px rgba(20, 24, 40, 0.06)',
    overlay: '0 12px 40px rgba(20, 24, 40, 0.22)',
    focus: `0 0 0 3px ${p.indigo[300]}`,
  },
  motion: { fast: '120ms', normal: '200ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  focusRing: { width: '2px', offset: '2px' },
  size: {
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    modal: { sm: '400px', md: '600px', lg: '900px', xl: '1080px' },
    modalMinHeight: { sm: '0px', md: '300px', lg: '300px', xl: '720px' },
    icon: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '20px', '2xl': '32px' },
    header: '4rem',
  },
  zIndex: { header: '100', dropdown: '200', overlay: '300', modal: '310', toast: '400' },
};

/** What the dark mode changes in the default brand. */
export const darkOverride: TokenOverride = {
  color: {
    bg: {
      canvas: p.neutral[950],
      surface: p.neutral[900],
      raised: p.neutral[850],
      sunken: p.neutral[950],
      hover: p.neutral[800],
      backdrop: 'rgba(0, 0, 0, 0.7)',
      inverse: p.neutral[100],
      accentSubtle: p.indigo[900],
    },
    text: {
      primary: p.neutral[50],
      muted: p.neutral[300],
      subtle: p.neutral[500],
      inverse: p.neutral[950],
      onAccent: p.white,
      link: p.indigo[300],
      danger: p.red[300],
    },
    border: { default: p.neutral[800], strong: p.neutral[500], focus: p.indigo[300] },
    accent: {
      primary: p.indigo[600],
      primaryHover: p.indigo[500],
      primaryActive: p.indigo[700],
      highlight: p.gold[400],
      onHighlight: p.neutral[950],
    },
    status: {
      danger: p.red[600],
      dangerSubtle: p.red[900],
      success: p.green[700],
      successSubtle: p.green[900],
      warning: p.amber[700],
      warningSubtle: p.amber[900],
      info: p.blue[600],
      infoSubtle: p.blue[900],
    },
  },
  shadow: {
    raised: '0 1px 2px rgba(0, 0, 0, 0.4), 0 2px 8px rgba(0, 0, 0, 0.3)',
    overlay: '0 12px 40px rgba(0, 0, 0, 0.6)',
    focus: `0 0 0 3px ${p.indigo[400]}`,
  },
};
