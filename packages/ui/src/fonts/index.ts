/**
 * The site's typefaces, shipped with it from Fontsource as variable fonts split into
 * `unicode-range` subsets: a browser downloads a subset only when a page draws a character in it.
 *
 * Importing this module declares the Latin faces every brand may name (Inter, and the brands'
 * serif, rounded and mono faces), and Inter's metric twin over a system sans (`fallback.css`).
 * The faces of other writing systems are declared only when a language that needs them is shown
 * ({@link loadScriptFont}): their stylesheets are large (the Han faces have over a hundred subsets
 * each), and a member reading English never fetches them.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-serif/wght.css';
import '@fontsource-variable/nunito/wght.css';
import '@fontsource-variable/jetbrains-mono/wght.css';
import './fallback.css';
import {
  BODY_FACE_PROPERTY,
  BODY_FACE_VALUE,
  SCRIPT_FACES,
  SCRIPT_FACES_PROPERTY,
  scriptFacesValue,
  type FontScript,
  type WritingSystem,
} from '@tessera/tokens';

const stylesheets: Readonly<Record<FontScript, () => Promise<unknown>>> = {
  Hans: () => import('@fontsource-variable/noto-sans-sc/wght.css'),
  Hant: () => import('@fontsource-variable/noto-sans-tc/wght.css'),
  Jpan: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
  Kore: () => import('@fontsource-variable/noto-sans-kr/wght.css'),
  Thai: () => import('@fontsource-variable/noto-sans-thai/wght.css'),
  Arab: () => import('@fontsource-variable/noto-sans-arabic/wght.css'),
  Deva: () => import('@fontsource-variable/noto-sans-devanagari/wght.css'),
  Beng: () => import('@fontsource-variable/noto-sans-bengali/wght.css'),
  Taml: () => import('@fontsource-variable/noto-sans-tamil/wght.css'),
  Telu: () => import('@fontsource-variable/noto-sans-telugu/wght.css'),
  Mymr: () => import('@fontsource-variable/noto-sans-myanmar/wght.css'),
  Khmr: () => import('@fontsource-variable/noto-sans-khmer/wght.css'),
  Laoo: () => import('@fontsource-variable/noto-sans-lao/wght.css'),
};

const hasOwnFace = (script: WritingSystem): script is FontScript => Object.hasOwn(stylesheets, script);

/** The scripts whose faces the stacks name, the one asked for last first. */
let named: FontScript[] = [];

/** Names the scripts' faces in the font stacks, through the tokens' {@link SCRIPT_FACES_PROPERTY}. */
function nameFirst(script: FontScript): void {
  named = [script, ...named.filter((other) => other !== script)];
  if (typeof document === 'undefined') return;
  document.documentElement.style.setProperty(
    SCRIPT_FACES_PROPERTY,
    scriptFacesValue(named.map((each) => SCRIPT_FACES[each])),
  );
}

/** Where the browser remembers that the body face was shown, so the next page names it at once (public/boot.js). */
export const BODY_FACE_STORAGE_KEY = 'bodyFace';

/** Whether the body face's file has arrived in this document. */
let bodyFaceLoaded = false;

/**
 * Fetches the body face's Latin file without naming it anywhere (no text is laid out again), and
 * remembers it, so the next document names it from its first paint (public/boot.js) with the file
 * the browser keeps. Resolves whether it arrived. Called once the first view has painted: a
 * phone's first download is the page's code, not the face, and the page keeps the metric twin it
 * was drawn in ({@link nameBodyFace} names Inter at the next page).
 */
export async function loadBodyFace(): Promise<boolean> {
  if (typeof document === 'undefined' || !document.fonts) return false;
  const faces = await document.fonts.load(`1em ${BODY_FACE_VALUE}`).catch(() => []);
  if (faces.length === 0) return false;
  bodyFaceLoaded = true;
  try {
    localStorage.setItem(BODY_FACE_STORAGE_KEY, BODY_FACE_VALUE);
  } catch {
    // Without storage, each document starts in the twin until its next page.
  }
  return true;
}

/**
 * Names the body face, Inter, at the head of the font stacks ({@link BODY_FACE_PROPERTY}) once its
 * file has arrived: for a new page, which is laid out anew anyway, so a page being read never
 * changes its face. Text in the twin took Inter's space, so nothing moves either way.
 */
export function nameBodyFace(): void {
  if (bodyFaceLoaded) document.documentElement.style.setProperty(BODY_FACE_PROPERTY, BODY_FACE_VALUE);
}

/** Fetches the body face and names it at once: for catalogues such as Storybook, drawn in it from the start. */
export async function showBodyFace(): Promise<void> {
  if (await loadBodyFace()) nameBodyFace();
}

/**
 * Declares the face of a writing system, once, and puts it first among the script faces the font
 * stacks name (so Japanese draws its Han in the Japanese face even after Chinese was shown); Latin
 * and Cyrillic are Inter's and need nothing. Resolves when the declaration is in the document (the
 * font files themselves still load lazily, per subset, as text needs them). A stylesheet that
 * fails to download is not fatal: text falls back to the next face of the stack, and the next
 * call tries again.
 */
export async function loadScriptFont(script: WritingSystem): Promise<void> {
  if (!hasOwnFace(script)) return;
  await stylesheets[script]().then(
    () => nameFirst(script),
    () => undefined,
  );
}

/** Names the body face and declares every writing system's face: for catalogues of every language, such as Storybook. */
export async function loadEveryScriptFont(): Promise<void> {
  await showBodyFace();
  const scripts = Object.keys(stylesheets) as FontScript[];
  await Promise.all(scripts.map(loadScriptFont));
  // In the tokens' order whichever arrived last, so every catalogue draws the same: Han in the
  // Simplified Chinese face, as the product's own language set ships it.
  for (const script of scripts.toReversed()) if (named.includes(script)) nameFirst(script);
}
