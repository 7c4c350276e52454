/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BODY_FACE_PROPERTY, SANS_FALLBACK_FACE, SCRIPT_FACES_PROPERTY } from '@tessera/tokens';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle, ThemeProvider } from '../theme';

/** The script faces the page's font stacks name now, in the order they are tried. */
const namedFaces = () => document.documentElement.style.getPropertyValue(SCRIPT_FACES_PROPERTY);

/** A fresh copy of the module, with nothing declared yet. */
async function freshFonts() {
  vi.resetModules();
  document.documentElement.style.removeProperty(SCRIPT_FACES_PROPERTY);
  document.documentElement.style.removeProperty(BODY_FACE_PROPERTY);
  return import('./index');
}

afterEach(() => {
  vi.doUnmock('@fontsource-variable/noto-sans-thai/wght.css');
});

describe('script faces in the font stacks', () => {
  it('names no script face until a language needs one, and none for Latin or Cyrillic', async () => {
    const { loadScriptFont } = await freshFonts();
    expect(namedFaces()).toBe('');
    await loadScriptFont('Latn');
    await loadScriptFont('Cyrl');
    expect(namedFaces()).toBe('');
  });

  it('names a declared face, the one shown last first', async () => {
    const { loadScriptFont } = await freshFonts();
    await loadScriptFont('Hans');
    expect(namedFaces()).toBe("'Noto Sans SC Variable'");
    await loadScriptFont('Jpan');
    expect(namedFaces()).toBe("'Noto Sans JP Variable', 'Noto Sans SC Variable'");
    await loadScriptFont('Hans');
    expect(namedFaces()).toBe("'Noto Sans SC Variable', 'Noto Sans JP Variable'");
  });

  it('does not name a face whose stylesheet failed to arrive', async () => {
    vi.doMock('@fontsource-variable/noto-sans-thai/wght.css', () => {
      throw new Error('offline');
    });
    const { loadScriptFont } = await freshFonts();
    await expect(loadScriptFont('Thai')).resolves.toBeUndefined();
    expect(namedFaces()).toBe('');
  });

  it("names every face for catalogues, in the tokens' order (Simplified Chinese first for Han)", async () => {
    const { loadEveryScriptFont } = await freshFonts();
    await loadEveryScriptFont();
    const faces = namedFaces().split(', ');
    expect(faces).toHaveLength(13);
    expect(faces.slice(0, 4)).toEqual([
      "'Noto Sans SC Variable'",
      "'Noto Sans TC Variable'",
      "'Noto Sans JP Variable'",
      "'Noto Sans KR Variable'",
    ]);
  });
});

describe('the body face', () => {
  const named = () => document.documentElement.style.getPropertyValue(BODY_FACE_PROPERTY);
  const fontsLoading = (faces: unknown[]) => {
    const load = vi.fn(async () => faces);
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    return load;
  };
  afterEach(() => {
    document.documentElement.style.removeProperty(BODY_FACE_PROPERTY);
    localStorage.clear();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('is fetched without being named, remembered for the next document, and named for the next page', async () => {
    const { loadBodyFace, nameBodyFace, BODY_FACE_STORAGE_KEY } = await freshFonts();
    let arrive: (faces: unknown[]) => void = () => {};
    const load = vi.fn(() => new Promise<unknown[]>((resolve) => (arrive = resolve)));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    nameBodyFace();
    expect(named()).toBe('');
    const loading = loadBodyFace();
    expect(load).toHaveBeenCalledWith("1em 'Inter Variable'");
    arrive([{}]);
    await expect(loading).resolves.toBe(true);
    // The page being read keeps its face; the file is there for the next page and document.
    expect(named()).toBe('');
    expect(localStorage.getItem(BODY_FACE_STORAGE_KEY)).toBe("'Inter Variable'");
    nameBodyFace();
    expect(named()).toBe("'Inter Variable'");
  });

  it('is never named when its file could not be fetched: the pages stay in the twin', async () => {
    const { loadBodyFace, nameBodyFace, showBodyFace, BODY_FACE_STORAGE_KEY } = await freshFonts();
    fontsLoading([]);
    await expect(loadBodyFace()).resolves.toBe(false);
    await showBodyFace();
    nameBodyFace();
    expect(named()).toBe('');
    expect(localStorage.getItem(BODY_FACE_STORAGE_KEY)).toBeNull();
  });

  it('is named at once for catalogues', async () => {
    const { showBodyFace } = await freshFonts();
    fontsLoading([{}]);
    await showBodyFace();
    expect(named()).toBe("'Inter Variable'");
  });
});

describe("Inter's metric twin", () => {
  const css = readFileSync(join(__dirname, 'fallback.css'), 'utf8');

  it("is declared under the name the font stacks use, with Inter's metrics over a system sans", () => {
    expect(css).toContain(`font-family: '${SANS_FALLBACK_FACE}';`);
    expect(css).toMatch(/src: local\('Arial'\)/);
    expect(css).toContain('size-adjust: 107.12%;');
    expect(css).toContain('ascent-override: 90.44%;');
  });

  it('stays out of the styled-components sheet, which components keep adding rules to', () => {
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <ThemeProvider>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    const styled = sheet.getStyleTags();
    sheet.seal();
    expect(styled).toContain('box-sizing');
    expect(styled).not.toContain('@font-face');
  });
});
