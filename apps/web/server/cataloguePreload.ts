import type { Plugin } from 'vite';

/** A display language's catalogue module, as the i18n package files it (`locales/<code>/common.json`). */
const CATALOGUE = /\/locales\/([A-Z]{2})\/common\.json$/;

/**
 * Lists each language's catalogue file on the boot script (`data-catalogues`, a JSON map from
 * language code to file), so boot.js can start fetching the stored language's catalogue and
 * English, its fallback, while the page's code downloads. Without it the catalogue is asked for
 * only once the code has run, and a phone waits one more round trip before the first paint.
 */
export function cataloguePreload(): Plugin {
  return {
    name: 'tessera:catalogue-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          const code =
            chunk.type === 'chunk' && chunk.facadeModuleId ? CATALOGUE.exec(chunk.facadeModuleId)?.[1] : undefined;
          if (code) files[code] = `/${chunk.fileName}`;
        }
        const attribute = JSON.stringify(files).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
        return html.replace(
          '<script src="/boot.js"></script>',
          `<script src="/boot.js" data-catalogues='${attribute}'></script>`,
        );
      },
    },
  };
}
