import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { assignLateParts, assignStages, bootStages } from './bootStages';

describe('the start in stages', () => {
  it('gives each module to the first part that reaches it: the entry, then the stages in order', () => {
    const imports: Record<string, string[]> = {
      main: ['react', 'pages'],
      pages: ['react'],
      store: ['toolkit', 'api'],
      api: ['react'],
      app: ['ui', 'toolkit', 'api'],
      ui: ['react', 'styled'],
      lazyPage: ['dompurify'],
    };
    const part = assignStages('main', ['store', 'app'], (id) => imports[id] ?? []);
    expect(Object.fromEntries(part)).toEqual({
      main: 0,
      react: 0,
      pages: 0,
      store: 1,
      toolkit: 1,
      api: 1,
      app: 2,
      ui: 2,
      styled: 2,
    });
    // What only a page loaded later needs belongs to no part of the start.
    expect(part.has('dompurify')).toBe(false);
  });

  it('gives each later part what its modules reach and neither the start nor an earlier later part holds', () => {
    const imports: Record<string, string[]> = {
      main: ['react', 'store'],
      store: ['toolkit'],
      sagas: ['redux-saga', 'storage', 'toolkit'],
      ticker: ['marquee', 'storage', 'react'],
      language: ['select', 'react'],
      page: ['marquee', 'grid'],
    };
    const start = assignStages('main', ['store'], (id) => imports[id] ?? []);
    const late = assignLateParts(start, [['sagas'], ['ticker', 'language']], (id) => imports[id] ?? []);
    expect(Object.fromEntries(late)).toEqual({
      sagas: 0,
      'redux-saga': 0,
      // Shared with the ticker: it stays in the first part that reaches it.
      storage: 0,
      ticker: 1,
      marquee: 1,
      language: 1,
      select: 1,
    });
    // What only a page needs stays in the page's chunks.
    expect(late.has('grid')).toBe(false);
  });

  it('has the document preload every stage’s files after its own, in the order the start asks for them', () => {
    const plugin = bootStages(['src/boot/store.ts', 'src/app/App.tsx']);
    (plugin.config as (config: { root: string }) => unknown)({ root: '/site' });
    const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
      type: 'chunk',
      fileName,
      imports,
      isEntry: facadeModuleId !== null,
      facadeModuleId,
    });
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', ['assets/boot-1.js'], '/site/index.html'),
      'assets/boot-1.js': chunk('assets/boot-1.js', []),
      'assets/App-1.js': chunk('assets/App-1.js', ['assets/boot-1.js', 'assets/store-1.js'], '/site/src/app/App.tsx'),
      'assets/store-1.js': {
        ...chunk('assets/store-1.js', ['assets/boot-1.js'], '/site/src/boot/store.ts'),
        viteMetadata: { importedCss: new Set(['assets/store-1.css', 'assets/boot-1.css']) },
      },
      'assets/Page-1.js': chunk('assets/Page-1.js', ['assets/boot-1.js']),
    };
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/boot-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/boot-1.css">',
      '</head>',
    ].join('\n');
    const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
    const out = hook.handler.call(undefined as never, html, {
      bundle,
      chunk: bundle['assets/index-1.js'],
    } as unknown as IndexHtmlTransformContext) as string;
    expect(out.match(/href="[^"]+\.js"/g)).toEqual([
      'href="/assets/boot-1.js"',
      'href="/assets/store-1.js"',
      'href="/assets/App-1.js"',
    ]);
    expect(out).not.toContain('Page-1');
    // A stage's styles are the document's too, each once, before its first paint.
    expect(out.match(/rel="stylesheet"[^>]*/g)).toEqual([
      'rel="stylesheet" crossorigin href="/assets/boot-1.css"',
      'rel="stylesheet" crossorigin href="/assets/store-1.css"',
    ]);
  });
});
