/** Small decorative icons shared by the game and provider tiles. All are `aria-hidden`. */

/** The flame of the hot markers, on a 24 × 24 grid. */
export const FLAME_PATH =
  'M13.5 1.5c.6 3.3-1 5.2-2.6 7C9.3 10.2 8 11.7 8 14a4 4 0 0 0 8 .3c1.3 1.2 2 2.6 2 4.2A6.9 6.9 0 0 1 12 23a7.5 7.5 0 0 1-7.5-7.6c0-4.3 3-6.6 5.3-9 1.5-1.6 2.9-3.2 3.7-4.9Z';

/** The favourite star, on a 24 × 24 grid; drawn with a 1.8 stroke, filled when chosen. */
export const STAR_PATH = 'm12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z';

/**
 * A 24 × 24 icon as a CSS `url()` for `mask-image`: no DOM per use, and painted with
 * `background-color: currentColor`, so it follows the theme, the state and forced colours.
 */
export const iconMask = (shape: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${shape}</svg>`)}")`;

export const FlameIcon = () => (
  <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={FLAME_PATH} />
  </svg>
);

/** §8: the default game icon, drawn in the current text colour so every brand and mode re-skins it. */
export const GameIcon = () => (
  <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-part="fallback-icon">
    <rect x="4" y="13" width="40" height="24" rx="12" fill="none" stroke="currentColor" strokeWidth="3" />
    <path d="M15 20v10M10 25h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    <circle cx="32" cy="22" r="2.5" fill="currentColor" />
    <circle cx="37" cy="28" r="2.5" fill="currentColor" />
  </svg>
);
