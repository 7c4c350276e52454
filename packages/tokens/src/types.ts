/**
 * The semantic token tree. Every leaf is a CSS value. Components read these names only,
 * through the typed theme, whose leaves are `var(--ts-…)` references.
 */
export interface Tokens {
  color: {
    bg: {
      /** The page behind everything. */
      canvas: string;
      /** Cards, panels, the header: the main reading surface. */
      surface: string;
      /** Surfaces lifted above `surface`: menus, modals, popovers. */
      raised: string;
      /** Wells inside a surface: inputs, skeletons, code. */
      sunken: string;
      /** Hover fill for rows and quiet buttons. */
      hover: string;
      /** The dimmed layer behind modals. */
      backdrop: string;
      /** An inverted surface (tooltips, toasts). */
      inverse: string;
      /** A faint accent tint: selected rows, active nav items. */
      accentSubtle: string;
    };
    text: {
      /** Body text. Meets 4.5:1 on `surface` and `raised`. */
      primary: string;
      /** Secondary text (labels, captions). Meets 4.5:1 on `surface` and `raised`. */
      muted: string;
      /** Placeholder and disabled text; decorative only. */
      subtle: string;
      /** Text on `bg.inverse`. */
      inverse: string;
      /** Text on `accent.primary`. */
      onAccent: string;
      /** Links inside reading text. */
      link: string;
      /** Error messages and required markers. Meets 4.5:1 on `surface` and `raised`. */
      danger: string;
    };
    border: {
      /** Hairlines between regions. */
      default: string;
      /** Input outlines and separators that must be seen (3:1 on surface). */
      strong: string;
      /** The keyboard focus ring. */
      focus: string;
    };
    accent: {
      /** The brand's main action colour. */
      primary: string;
      primaryHover: string;
      primaryActive: string;
      /** Highlight for jackpots, VIP labels and winners. */
      highlight: string;
      /** Text/icon colour on `highlight`. */
      onHighlight: string;
    };
    status: {
      danger: string;
      dangerSubtle: string;
      success: string;
      successSubtle: string;
      warning: string;
      warningSubtle: string;
      info: string;
      infoSubtle: string;
      /** Text colour placed on the solid status colours. */
      onStatus: string;
    };
  };
  font: {
    family: {
      /** Reading text and controls. */
      body: string;
      /** Headings and figures. */
      heading: string;
      /** Figures that must align (balances, counters). */
      mono: string;
    };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string };
    weight: { regular: string; medium: string; semibold: string; bold: string };
    lineHeight: { tight: string; normal: string };
  };
  space: {
    0: string;
    1: string;
    2: string;
    3: string;
    4: string;
    5: string;
    6: string;
    7: string;
    8: string;
    9: string;
    10: string;
  };
  radius: {
    /** Small chips and badges. */
    sm: string;
    /** Controls: buttons and inputs. */
    md: string;
    /** Cards and modals. */
    lg: string;
    /** Fully rounded ends. */
    pill: string;
  };
  shadow: {
    /** Cards resting above the canvas. */
    raised: string;
    /** Menus and modals floating above everything. */
    overlay: string;
    /** Focus ring drawn as a box-shadow. */
    focus: string;
  };
  motion: {
    /** Hover and press feedback. */
    fast: string;
    /** Opening and closing of overlays. */
    normal: string;
    /** Large moves (carousels). */
    slow: string;
    /** The standard easing curve. */
    easing: string;
  };
  /** The keyboard focus ring, drawn in `color.border.focus` (the ui `focusRing` helper draws it). */
  focusRing: {
    /** Thickness of the ring. */
    width: string;
    /** Gap between a control's edge and the ring, outside the control. */
    offset: string;
  };
  size: {
    /** Control heights. */
    controlSm: string;
    controlMd: string;
    controlLg: string;
    /**
     * Modal widths by size (§2: a dialog is 400 wide, the default modal 600): `sm` forms and
     * confirmations, `md` the default, `lg` lists and reading, `xl` whole panels.
     */
    modal: { sm: string; md: string; lg: string; xl: string };
    /** Modal minimum heights by size (§2: the default modal is at least 300 high). */
    modalMinHeight: { sm: string; md: string; lg: string; xl: string };
    /** Icon squares: `xs` badges, `sm` inline with small text, `md` in controls, `lg` headers, `xl` prominent, `2xl` illustrations. */
    icon: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string };
    /** Header height on desktop. */
    header: string;
  };
  zIndex: { header: string; dropdown: string; overlay: string; modal: string; toast: string };
}

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

/** A partial token tree: what a mode or a brand overrides. */
export type TokenOverride<T = Tokens> = { [K in keyof T]?: T[K] extends string ? string : TokenOverride<T[K]> };

/** A brand is data: a name and partial overrides, shared by both modes or per mode. */
export interface BrandDefinition {
  id: string;
  name: string;
  /** Overrides applied in every mode. */
  base?: TokenOverride;
  light?: TokenOverride;
  dark?: TokenOverride;
}

/** The typed theme object: the token tree with `var(--ts-…)` leaves. */
export type Theme = Tokens;
