/**
 * The site's typefaces, shipped with it from Fontsource as variable fonts split into
 * `unicode-range` subsets: a browser downloads a subset only when a page draws a character in it.
 *
 * Importing this module declares the Latin faces every brand may name (Inter, and the brands'
 * serif, rounded and mono faces). The faces of other writing systems are declared only when a
 * language that needs them is shown ({@link loadScriptFont}): their stylesheets are large (the Han
 * faces have over a hundred subsets each), and a member reading English never fetches them.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-serif/wght.css';
import '@fontsource-variable/nunito/wght.css';
import '@fontsource-variable/jetbrains-mono/wght.css';
import type { FontScript, WritingSystem } from '@tessera/tokens';

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

/**
 * Declares the face of a writing system, once; Latin and Cyrillic are Inter's and need nothing.
 * Resolves when the declaration is in the document (the font files themselves still load lazily,
 * per subset, as text needs them). A stylesheet that fails to download is not fatal: text falls
 * back to the next face of the stack, and the next call tries again.
 */
export async function loadScriptFont(script: WritingSystem): Promise<void> {
  if (!hasOwnFace(script)) return;
  await stylesheets[script]().catch(() => undefined);
}

/** Declares every writing system's face: for catalogues of every language, such as Storybook. */
export async function loadEveryScriptFont(): Promise<void> {
  await Promise.all((Object.keys(stylesheets) as FontScript[]).map(loadScriptFont));
}
