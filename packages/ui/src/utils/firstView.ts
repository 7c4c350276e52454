/**
 * A page's first seconds belong to its first view: what can wait does (motion, enhancements,
 * what lies below the fold), and what arrives in them shows without ceremony. On a phone the
 * page's own start already fills those seconds; every animation on top keeps the compositor
 * drawing a frame each sixtieth of a second while the main thread is still starting the page.
 */
export const FIRST_VIEW_MS = 3000;

/** Whether the document is still in its first view: its first {@link FIRST_VIEW_MS} since navigation. */
export const inFirstView = (): boolean => performance.now() < FIRST_VIEW_MS;
