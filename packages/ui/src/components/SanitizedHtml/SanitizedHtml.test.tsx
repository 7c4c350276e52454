import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { renderWithTheme } from '../../test/render';
import { SanitizedHtml } from './SanitizedHtml';
import { sanitizeHtml } from './sanitize';
import { SAMPLE_BANNER_PNG } from './sampleImages';
import { XSS_FLAG, XSS_PAYLOADS } from './xssPayloads';

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
  'svg',
  'math',
  'animate',
  'set',
  'video',
  'audio',
];
const URL_ATTRS = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'srcdoc',
  'background',
  'poster',
  'srcset',
];
// eslint-disable-next-line no-control-regex -- browsers skip leading control characters in a URL, so the check must too
const SCRIPTY_URL = /^[\s\u0000-\u001f]*(?:j[\s]*a[\s]*v[\s]*a[\s]*s[\s]*c[\s]*r[\s]*i[\s]*p[\s]*t|vbscript|data):/i;

/** Nothing in `root` can run script, load a frame or restyle the page. */
function expectInert(root: ParentNode) {
  for (const tag of FORBIDDEN_TAGS) expect(root.querySelector(tag), `<${tag}> survived`).toBeNull();
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.toLowerCase().startsWith('on'), `${attr.name} on <${el.localName}>`).toBe(false);
      expect(attr.name.toLowerCase(), `style on <${el.localName}>`).not.toBe('style');
      if (URL_ATTRS.includes(attr.name.toLowerCase())) {
        const rasterImage =
          el.localName === 'img' &&
          attr.name === 'src' &&
          /^data:image\/(png|jpeg|gif|webp|avif);base64,/i.test(attr.value);
        if (!rasterImage) expect(attr.value, `${attr.name} on <${el.localName}>`).not.toMatch(SCRIPTY_URL);
      }
    }
  }
}

/** The sanitised HTML, also re-parsed once more as the page will do (mutation XSS shows up here). */
function sanitizeAndReparse(html: string) {
  const clean = sanitizeHtml(html);
  const first = document.createElement('div');
  first.innerHTML = clean;
  const second = document.createElement('div');
  second.innerHTML = first.innerHTML;
  return { clean, first, second };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[XSS_FLAG];
});

describe('sanitizeHtml: XSS payloads', () => {
  it.each(Object.entries(XSS_PAYLOADS))('%s leaves nothing executable, even after re-parsing', (_name, payload) => {
    const { clean, first, second } = sanitizeAndReparse(payload);
    expectInert(first);
    expectInert(second);
    // In the markup itself (escaped text such as "&lt;img onerror…" is harmless).
    expect(clean).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/<(script|iframe|svg|math|style|object|embed|form|noscript)\b/i);
    expect(clean).not.toMatch(/=\s*["']?\s*(javascript|vbscript|data):/i);
    // Sanitising is stable: running the output through again changes nothing.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('removes the whole payload set at once and never sets the flag when rendered', async () => {
    const { container } = renderWithTheme(<SanitizedHtml html={Object.values(XSS_PAYLOADS).join('\n')} />);
    expectInert(container);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as unknown as Record<string, unknown>)[XSS_FLAG]).toBeUndefined();
  });

  it('keeps the harmless text of removed markup where it is plain text', () => {
    expect(sanitizeHtml('<form><p>Claim your <b>bonus</b></p></form>')).toBe('<p>Claim your <b>bonus</b></p>');
    expect(sanitizeHtml('<script>alert(1)</script>Hello')).toBe('Hello');
    expect(sanitizeHtml('<style>p{}</style><p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it('prefixes ids and names so content cannot clobber document globals', () => {
    const { first } = sanitizeAndReparse(XSS_PAYLOADS.domClobbering!);
    expect(first.querySelector('a')?.id).toBe('user-content-defaultView');
    expect(first.querySelector('img')?.getAttribute('name')).toBe('user-content-getElementById');
  });
});

describe('sanitizeHtml: links and images', () => {
  it('opens external links in a new tab with rel="noopener noreferrer"', () => {
    const { first } = sanitizeAndReparse('<a href="https://partner.example/terms" target="_self">Terms</a>');
    const a = first.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://partner.example/terms');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps internal links in the same tab, and drops any target the server sent', () => {
    const own = `${window.location.origin}/promotions`;
    const { first } = sanitizeAndReparse(
      `<a href="/help" target="_blank">Help</a><a href="${own}">Promotions</a><a href="#rules">Rules</a><a href="mailto:support@example.com" target="_top">Mail</a><a href="tel:+63200000">Call</a>`,
    );
    const links = Array.from(first.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/help',
      own,
      '#rules',
      'mailto:support@example.com',
      'tel:+63200000',
    ]);
    for (const a of links) {
      expect(a.hasAttribute('target')).toBe(false);
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('removes script, vbscript and data URLs from links, keeping the text', () => {
    const { first } = sanitizeAndReparse(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html;base64,PHNjcmlwdD4=">b</a><a href="vbscript:x">c</a><a href="ftp://x">d</a>',
    );
    const links = Array.from(first.querySelectorAll('a'));
    expect(links.map((a) => a.textContent)).toEqual(['a', 'b', 'c', 'd']);
    for (const a of links) expect(a.hasAttribute('href')).toBe(false);
  });

  it('keeps raster data images and http images, refuses SVG and other data URLs in img src', () => {
    const { first } = sanitizeAndReparse(
      `<img src="${SAMPLE_BANNER_PNG}" alt="Bonus"><img src="https://cdn.example/banner.jpg" alt="Banner">` +
        '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="svg"><img src="data:text/html,<script>alert(1)</script>" alt="html">',
    );
    const imgs = Array.from(first.querySelectorAll('img'));
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual([
      SAMPLE_BANNER_PNG,
      'https://cdn.example/banner.jpg',
      null,
      null,
    ]);
  });

  it('gives an image without a text alternative an empty one (decorative), and keeps a given one', () => {
    const { first } = sanitizeAndReparse('<img src="/a.png"><img src="/b.png" alt="VIP levels">');
    expect(Array.from(first.querySelectorAll('img'), (img) => img.getAttribute('alt'))).toEqual(['', 'VIP levels']);
  });

  it('keeps ordinary formatting, lists and tables', () => {
    const html =
      '<h2>Weekend bonus</h2><p><strong>20%</strong> on <em>every</em> deposit.</p><ul><li>One</li><li>Two</li></ul>' +
      '<table><thead><tr><th>Level</th><th>Rate</th></tr></thead><tbody><tr><td>VIP 1</td><td>0.5%</td></tr></tbody></table>' +
      '<blockquote>Terms apply.</blockquote><hr><p><a href="/help" class="more">More</a></p>';
    expect(sanitizeHtml(html)).toBe(
      html.replace('<a href="/help" class="more">', '<a href="/help" class="more" rel="noopener noreferrer">'),
    );
  });

  it('drops style and data attributes', () => {
    expect(sanitizeHtml('<p style="color:red" data-state="open" aria-label="x">Hi</p>')).toBe(
      '<p aria-label="x">Hi</p>',
    );
  });

  it('registers its hook on a private instance: the shared DOMPurify is untouched', () => {
    sanitizeHtml('<a href="https://partner.example">x</a>');
    expect(DOMPurify.sanitize('<a href="https://partner.example">x</a>')).toBe(
      '<a href="https://partner.example">x</a>',
    );
  });

  it('returns nothing for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('SanitizedHtml', () => {
  it('renders the sanitised HTML in a div by default', () => {
    renderWithTheme(
      <SanitizedHtml data-testid="c" html={'<h3>Maintenance</h3><p>Sunday 02:00</p><img src=x onerror="alert(1)">'} />,
    );
    const root = screen.getByTestId('c');
    expect(root.tagName).toBe('DIV');
    expect(screen.getByRole('heading', { name: 'Maintenance' })).toBeInTheDocument();
    expectInert(root);
  });

  it('renders as another element and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    renderWithTheme(<SanitizedHtml ref={ref} as="article" aria-label="Announcement" html="<p>Hi</p>" />);
    expect(ref.current?.tagName).toBe('ARTICLE');
    expect(screen.getByRole('article', { name: 'Announcement' })).toHaveTextContent('Hi');
  });

  it('renders an empty element for null or empty HTML', () => {
    const { rerender } = renderWithTheme(<SanitizedHtml data-testid="c" html={null} />);
    expect(screen.getByTestId('c')).toBeEmptyDOMElement();
    rerender(<SanitizedHtml data-testid="c" html="" />);
    expect(screen.getByTestId('c')).toBeEmptyDOMElement();
  });

  it('updates when the HTML changes', () => {
    const { rerender } = renderWithTheme(<SanitizedHtml data-testid="c" html="<p>One</p>" />);
    rerender(<SanitizedHtml data-testid="c" html="<p>Two</p><script>x()</script>" />);
    expect(screen.getByTestId('c').innerHTML).toBe('<p>Two</p>');
  });
});
