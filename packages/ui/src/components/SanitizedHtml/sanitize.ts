import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * What server HTML (announcements, promotions, help) may contain: formatted text, links, images
 * and tables. Everything that can run script, load a document, submit data or restyle the page
 * is removed:
 * - elements: script, style, iframe/frame, object, embed, form and its controls, link, meta,
 *   base, noscript, template, svg and math (also the classic mutation-XSS carriers), media;
 * - attributes: every event handler (DOMPurify's default), `style` (no positioned overlays or
 *   CSS-loaded URLs: the design tokens style the content), `srcset`, `ping`, data-* attributes;
 * - URLs: only http(s), mailto, tel and relative URLs survive in href/src; javascript:, vbscript:
 *   and data: are removed — except raster data images (PNG, JPEG, GIF, WebP, AVIF, base64) in
 *   `img src`, which cannot run script. SVG data images are refused: they are markup, and raster
 *   formats cover inline images in announcements.
 * Ids and names are prefixed (`user-content-`) so content cannot clobber document globals.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'link',
    'meta',
    'base',
    'noscript',
    'template',
    'svg',
    'math',
    'audio',
    'video',
    'source',
    'track',
    'picture',
    'dialog',
  ],
  FORBID_ATTR: ['style', 'srcset', 'ping', 'action', 'formaction', 'background'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  SANITIZE_NAMED_PROPS: true,
};

const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/]+=*$/i;

function isExternal(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** Runs after DOMPurify has filtered an element's attributes. */
function hardenElement(node: Element) {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'a' || tag === 'area') {
    const href = node.getAttribute('href');
    if (href !== null) node.setAttribute('rel', 'noopener noreferrer');
    if (href !== null && isExternal(href)) node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
  }
  if (tag === 'img') {
    const src = node.getAttribute('src');
    if (src !== null && /^\s*data:/i.test(src) && !SAFE_DATA_IMAGE.test(src.trim())) node.removeAttribute('src');
    // An image without a text alternative is treated as decorative, not announced by file name.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
  }
}

let purifier: Purifier | null = null;

/**
 * A private DOMPurify instance with the hardening hook registered once, on first use (so
 * importing this module has no side effect and other users of DOMPurify are unaffected).
 */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) hardenElement(node);
  });
  purifier = instance;
  return purifier;
}

/**
 * Server HTML made safe to insert. Where no DOM is available (server rendering) nothing is
 * returned: unsanitised HTML is never passed through.
 */
export function sanitizeHtml(html: string): string {
  const p = getPurifier();
  if (!p || !html) return '';
  return p.sanitize(html, CONFIG);
}
