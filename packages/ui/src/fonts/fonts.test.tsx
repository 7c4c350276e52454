/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANS_FALLBACK_FACE, SCRIPT_FACES_PROPERTY } from '@tessera/tokens';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle, ThemeProvider } from '../theme';

/** The script faces the page's font stacks name now, in the order they are tried. */
const namedFaces = () => document.documentElement.style.getPropertyValue(SCRIPT_FACES_PROPERTY);

/** A fresh copy of the module, with nothing declared yet. */
async function freshFonts() {
  vi.resetModules();
  document.documentElement.style.removeProperty(SCRIPT_FACES_PROPERTY);
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
