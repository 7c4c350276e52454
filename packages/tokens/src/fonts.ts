/**
 * The typefaces the site ships with it (`@tessera/ui/fonts` loads them from Fontsource). A font
 * token names only these faces and, last, a generic family; nothing depends on what a device
 * happens to have installed.
 */
export const FONT_FACES = {
  sans: 'Inter Variable',
  serif: 'Noto Serif Variable',
  rounded: 'Nunito Variable',
  mono: 'JetBrains Mono Variable',
} as const;

/**
 * The face for each writing system of the display languages that Inter does not cover, keyed by
 * ISO 15924 script code. Latin (with Vietnamese), Cyrillic and Greek are Inter's own.
 * Han comes first in Simplified Chinese form, the language set the product ships (spec §1).
 */
export const SCRIPT_FACES = {
  Hans: 'Noto Sans SC Variable',
  Hant: 'Noto Sans TC Variable',
  Jpan: 'Noto Sans JP Variable',
  Kore: 'Noto Sans KR Variable',
  Thai: 'Noto Sans Thai Variable',
  Arab: 'Noto Sans Arabic Variable',
  Deva: 'Noto Sans Devanagari Variable',
  Beng: 'Noto Sans Bengali Variable',
  Taml: 'Noto Sans Tamil Variable',
  Telu: 'Noto Sans Telugu Variable',
  Mymr: 'Noto Sans Myanmar Variable',
  Khmr: 'Noto Sans Khmer Variable',
  Laoo: 'Noto Sans Lao Variable',
} as const;

/** A writing system with a face of its own. */
export type FontScript = keyof typeof SCRIPT_FACES;

/** A writing system the display languages use: Inter's own, or one with its own face. */
export type WritingSystem = 'Latn' | 'Cyrl' | FontScript;

/**
 * Inter's metrics laid over a common system sans (Arial, Helvetica, Liberation Sans, Roboto), so
 * the text drawn while Inter downloads takes the space Inter will take: swapping in moves nothing.
 */
export const SANS_FALLBACK_FACE = 'Inter Fallback';

const quote = (family: string) => `'${family}'`;

/** Every family a font stack may name, in the order they are tried. */
export const SHIPPED_FAMILIES: readonly string[] = [
  ...Object.values(FONT_FACES),
  ...Object.values(SCRIPT_FACES),
  SANS_FALLBACK_FACE,
];

/** The body stack: Inter, then each script's face, then Inter's metric twin and `sans-serif`. */
export const BODY_FONT_STACK = [FONT_FACES.sans, ...Object.values(SCRIPT_FACES), SANS_FALLBACK_FACE]
  .map(quote)
  .concat('sans-serif')
  .join(', ');
