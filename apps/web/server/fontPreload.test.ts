import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { fontPreload } from './fontPreload';

const HTML = '<html><head><title>Tessera</title></head><body></body></html>';

/** The document the build writes, for a bundle holding these assets (file name → original names). */
function transform(assets: Record<string, string[]>): string {
  const hook = fontPreload().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const bundle = Object.fromEntries(
    Object.entries(assets).map(([fileName, names]) => [fileName, { type: 'asset', fileName, names }]),
  );
  return hook.handler.call(undefined as never, HTML, { bundle } as unknown as IndexHtmlTransformContext) as string;
}

describe('the body face is preloaded from the document', () => {
  it('preloads Inter’s Latin subset by its built name, as a CORS font request (which the stylesheet’s matches)', () => {
    const html = transform({
      'assets/inter-cyrillic-wght-normal-Ab12Cd34.woff2': ['inter-cyrillic-wght-normal.woff2'],
      'assets/inter-latin-wght-normal-Dx4kXJAl.woff2': ['inter-latin-wght-normal.woff2'],
      'assets/nunito-latin-wght-normal-Zz99Yy88.woff2': ['nunito-latin-wght-normal.woff2'],
    });
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the document alone when the build has no such file', () => {
    expect(transform({ 'assets/other-Ab12Cd34.woff2': ['other.woff2'] })).toBe(HTML);
  });
});
