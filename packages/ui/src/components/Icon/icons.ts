/**
 * The icon registry: every icon of ui and the site, as path data. Add an icon here (and nowhere
 * else); `Icon` draws it and the Icons story shows it.
 */

/** One drawn layer: a path filled in `currentColor`, or stroked when `stroke` (its width) is set. */
export interface IconLayer {
  d: string;
  /** Stroke width in grid units; without it the path is filled. */
  stroke?: number;
  /** Stroke ends. @default 'round' */
  cap?: 'round' | 'butt';
  /** Stroke corners. @default 'round' */
  join?: 'round' | 'miter';
}

export interface IconDefinition {
  /** The square grid the path data is drawn on. @default 24 */
  grid?: number;
  layers: readonly IconLayer[];
}

/** A circle as path data (two arcs). */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/** A rounded rectangle as path data. */
const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`;

/** The flame of the hot markers (also painted as a CSS mask by the game tiles). */
export const FLAME_PATH =
  'M13.5 1.5c.6 3.3-1 5.2-2.6 7C9.3 10.2 8 11.7 8 14a4 4 0 0 0 8 .3c1.3 1.2 2 2.6 2 4.2A6.9 6.9 0 0 1 12 23a7.5 7.5 0 0 1-7.5-7.6c0-4.3 3-6.6 5.3-9 1.5-1.6 2.9-3.2 3.7-4.9Z';

/** The favourite star (painted as a CSS mask by the game tiles), drawn with a 1.8 stroke, filled when chosen. */
export const STAR_PATH = 'm12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z';

/** The status glyphs shared by dialogs and toasts, drawn on a disc supplied by the caller. */
const tone = (d: string): IconDefinition => ({ layers: [{ d, stroke: 3 }] });

export const ICONS = {
  close: { layers: [{ d: 'M6 6l12 12M18 6L6 18', stroke: 2 }] },
  chevronLeft: { layers: [{ d: 'M15 5l-7 7 7 7', stroke: 2.25 }] },
  chevronLeftSmall: { layers: [{ d: 'M15 6l-6 6 6 6', stroke: 2 }] },
  chevronRight: { layers: [{ d: 'm9 5 7 7-7 7', stroke: 2.2 }] },
  chevronDown: { layers: [{ d: 'M6 9l6 6 6-6', stroke: 2, join: 'miter' }] },
  more: { layers: [{ d: `${circle(5, 12, 2)}${circle(12, 12, 2)}${circle(19, 12, 2)}` }] },
  search: { layers: [{ d: `${circle(11, 11, 6.5)}M16 16l4 4`, stroke: 2 }] },
  globe: {
    layers: [
      {
        d: `${circle(12, 12, 9)}M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z`,
        stroke: 1.8,
        cap: 'butt',
        join: 'miter',
      },
    ],
  },
  globeOff: {
    layers: [{ d: `${circle(12, 12, 9)}M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18M4 4l16 16`, stroke: 2 }],
  },
  flag: { layers: [{ d: 'M5 21V4m0 0h11l-2 4 2 4H5', stroke: 2, cap: 'butt' }] },
  check: { grid: 16, layers: [{ d: 'M3.5 8.5l3 3 6-7', stroke: 2.25 }] },
  dash: { grid: 16, layers: [{ d: 'M4 8h8', stroke: 2.25 }] },
  play: { layers: [{ d: 'M7 4.5v15a.6.6 0 0 0 .9.5l12-7.5a.6.6 0 0 0 0-1L7.9 4a.6.6 0 0 0-.9.5z' }] },
  pause: { layers: [{ d: 'M7 4h3.5v16H7zM13.5 4H17v16h-3.5z' }] },
  refresh: { layers: [{ d: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5', stroke: 2 }] },
  eye: {
    layers: [{ d: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', stroke: 2 }],
  },
  eyeOff: {
    layers: [
      {
        d: 'M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
        stroke: 2,
      },
    ],
  },
  visibility: {
    layers: [
      {
        d: `M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z${circle(12, 12, 2.75)}`,
        stroke: 1.8,
      },
    ],
  },
  visibilityOff: {
    layers: [
      {
        d: `M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z${circle(12, 12, 2.75)}M4 4l16 16`,
        stroke: 1.8,
      },
    ],
  },
  crown: { layers: [{ d: 'M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19.3 18H4.7L3 8.5ZM5 19.5h14V21H5v-1.5Z' }] },
  flame: { layers: [{ d: FLAME_PATH }] },
  star: { layers: [{ d: STAR_PATH, stroke: 1.8 }] },
  trophy: {
    layers: [
      {
        d: 'M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5a3 3 0 0 0 3 3M16 6h3a3 3 0 0 1-3 3M12 13v3M9 20h6M10 16h4l.5 4h-5z',
        stroke: 1.8,
      },
    ],
  },
  megaphone: {
    layers: [
      {
        d: 'M4 10v4a1 1 0 0 0 1 1h2l2.2 4.4a1 1 0 0 0 1.8-.9L9.4 15H10l8 4V5l-8 4H5a1 1 0 0 0-1 1zM20.5 9.5v5',
        stroke: 1.8,
      },
    ],
  },
  game: {
    grid: 48,
    layers: [
      { d: rect(4, 13, 40, 24, 12), stroke: 3 },
      { d: 'M15 20v10M10 25h10', stroke: 3 },
      { d: `${circle(32, 22, 2.5)}${circle(37, 28, 2.5)}` },
    ],
  },
  provider: {
    grid: 48,
    layers: [
      {
        d: `${rect(6, 6, 15, 15, 4)}${rect(27, 6, 15, 15, 4)}${rect(6, 27, 15, 15, 4)}${rect(27, 27, 15, 15, 4)}`,
        stroke: 3,
        cap: 'butt',
        join: 'miter',
      },
    ],
  },
  avatar: { grid: 40, layers: [{ d: `${circle(20, 15.5, 7)}M6 37c1.5-7.6 7.2-12 14-12s12.5 4.4 14 12` }] },
  sun: {
    layers: [
      { d: circle(12, 12, 4) },
      { d: 'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1', stroke: 2 },
    ],
  },
  moon: { layers: [{ d: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z' }] },
  wrench: {
    layers: [
      { d: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z', stroke: 2 },
    ],
  },
  plug: { layers: [{ d: 'M9 2v6M15 2v6M6 8h12v3a6 6 0 0 1-12 0zM12 17v5', stroke: 2 }] },
  info: tone('M12 11v8M12 5.5v.01'),
  success: tone('M5 12.5l4.5 4.5L19 7'),
  warning: tone('M12 5v8.5M12 18.75v.01'),
  danger: tone('M7 7l10 10M17 7L7 17'),
  facebook: { layers: [{ d: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z', stroke: 1.8 }] },
  instagram: {
    layers: [
      {
        d: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
        stroke: 1.8,
      },
    ],
  },
  twitter: { layers: [{ d: 'M4 4l16 16M20 4L4 20', stroke: 1.8 }] },
  youtube: {
    layers: [
      { d: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8zm7 1v6l5-3-5-3z', stroke: 1.8 },
    ],
  },
  telegram: { layers: [{ d: 'M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-6', stroke: 1.8 }] },
} as const satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof ICONS;

/** Every registered icon name, in registry order. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];
