import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { codePriority } from './codePriority';

const transform = (html: string) => {
  const hook = codePriority().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, html, {} as IndexHtmlTransformContext) as string;
};

describe('the app’s code is asked for after what the document paints', () => {
  it('asks for the module entry and its preloaded imports at low priority', () => {
    const html = transform(
      [
        '<script src="/boot.js"></script>',
        '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Ef56Gh78.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-Ij90Kl12.css">',
        '<link rel="preload" href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin>',
      ].join('\n'),
    );
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-Ab12Cd34.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/rolldown-runtime-Ef56Gh78.js">',
    );
    // What the first paint needs keeps its priority: the boot script, the stylesheet, the face.
    expect(html.match(/fetchpriority/g)).toHaveLength(2);
  });
});
