import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize';
import { Prose } from './SanitizedHtml.styles';

export const SANITIZED_HTML_ELEMENTS = ['div', 'section', 'article', 'aside', 'main'] as const;
export type SanitizedHtmlElement = (typeof SANITIZED_HTML_ELEMENTS)[number];

export interface SanitizedHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server (announcement, promotion or help content). Sanitised before it is shown. */
  html: string | null | undefined;
  /** The element that wraps the content. @default 'div' */
  as?: SanitizedHtmlElement;
}

/**
 * The only way server HTML is shown. The HTML passes through DOMPurify with a strict allow-list
 * (see `sanitize.ts`: no scripts, frames, forms, styles, event handlers or script URLs; external
 * links open in a new tab with `rel="noopener noreferrer"`), then takes the design system's
 * reading styles: headings, lists, tables, images that never overflow.
 *
 * DOMPurify is imported here only: pages that show server HTML load it with this component.
 */
export const SanitizedHtml = forwardRef<HTMLElement, SanitizedHtmlProps>(function SanitizedHtml(
  { html, as = 'div', ...rest },
  ref,
) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  // Sanitised above: the one place in the product where HTML is inserted.
  return <Prose ref={ref} as={as} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
});
