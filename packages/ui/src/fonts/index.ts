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

/**
 * Names the body face, Inter, at the head of the font stacks ({@link BODY_FACE_PROPERTY}), once its
 * file has arrived: text drawn in its metric twin, which took the same space, is then laid out once
 * in Inter, and nothing moves. Called once the first view has painted, so a phone's first download
 * is the page's code, not the face; remembered, so the next page (the file kept by the browser)
 * starts in Inter. A face that cannot be fetched leaves the page in the twin.
 */
export async function showBodyFace(): Promise<void> {
  if (typeof document === 'undefined') return;
  // Fetches the face's Latin file without naming it anywhere yet: no text is laid out while it loads.
  const loaded = await document.fonts?.load(`1em ${BODY_FACE_VALUE}`).catch(() => []);
  if (loaded && loaded.length === 0) return;
  document.documentElement.style.setProperty(BODY_FACE_PROPERTY, BODY_FACE_VALUE);
  try {
    localStorage.setItem(BODY_FACE_STORAGE_KEY, BODY_FACE_VALUE);
  } catch {
    // Without storage, each page starts in the twin and swaps as the first did.
  }
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
