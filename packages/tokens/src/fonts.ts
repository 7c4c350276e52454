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

/**
 * The custom property that lists the faces of the writing systems declared so far, the display
 * language's first (`@tessera/ui/fonts` sets it on the document as it declares them).
 *
 * The stacks name these faces through it rather than all thirteen at once: a family named in a
 * stack but not declared in the page is looked up among the device's own fonts, for every size and
 * weight the page draws, before the text can be laid out (on Linux, some 50 ms of a phone-class
 * page's first layout). Unset, it stands for Inter's metric twin, which follows anyway.
 */
export const SCRIPT_FACES_PROPERTY = '--ts-font-family-scripts';

/** The value of {@link SCRIPT_FACES_PROPERTY} for faces already declared, the first tried first. */
export const scriptFacesValue = (faces: readonly string[]): string => faces.map(quote).join(', ');

/**
 * The custom property that names the body face, Inter, at the head of the body stack, once the
 * page may draw in it (`@tessera/ui/fonts` sets it: `showBodyFace`). Unset, the stack starts with
 * Inter's metric twin: a member's first page is drawn at once in the twin, taking the space Inter
 * will take, and Inter's file is fetched after the first view, not beside the page's code on a
 * phone's connection. A later page (the browser keeps the file) names it from the start.
 */
export const BODY_FACE_PROPERTY = '--ts-font-family-body-face';

/** The value of {@link BODY_FACE_PROPERTY} that names the body face. */
export const BODY_FACE_VALUE = quote(FONT_FACES.sans);

/**
 * The body stack: Inter once shown ({@link BODY_FACE_PROPERTY}), then the declared scripts' faces
 * ({@link SCRIPT_FACES_PROPERTY}), then Inter's metric twin and `sans-serif`.
 */
export const BODY_FONT_STACK = [
  `var(${BODY_FACE_PROPERTY}, ${quote(SANS_FALLBACK_FACE)})`,
  `var(${SCRIPT_FACES_PROPERTY}, ${quote(SANS_FALLBACK_FACE)})`,
  quote(SANS_FALLBACK_FACE),
  'sans-serif',
].join(', ');
