/**
 * Where the design system's Radix portals render: the document's body, named up front. Radix
 * portals left to find it themselves render nothing at first and mount their content in a second,
 * synchronous render from a layout effect; a modal opened as a transition would then render its
 * whole content in one uninterruptible task instead of in slices. Undefined outside a browser.
 */
export function portalContainer(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.body;
}
