import type { Plugin } from 'vite';

/**
 * The document's own script and preload tags for the app's code: the module entry and the files
 * it imports at once. Only tags of the built assets, which the build writes in this form.
 */
const CODE_TAGS = /<(script type="module"|link rel="modulepreload") crossorigin (src|href)="\/assets\//g;

/**
 * Asks for the app's code at low priority. The document draws the first view itself (the header's
 * and menu's bars and the first banner: index.html's frame), so what a phone's connection should
 * bring first is the stylesheet, the body face and the banner's image; the code follows them
 * instead of sharing the connection with them. Runs as soon as it arrives, as before: only the
 * order of the downloads changes.
 */
export function codePriority(): Plugin {
  return {
    name: 'tessera:code-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(CODE_TAGS, '<$1 crossorigin fetchpriority="low" $2="/assets/'),
    },
  };
}
