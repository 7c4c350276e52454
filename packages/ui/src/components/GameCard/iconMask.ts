/** The game tiles' CSS-painted icons: registry paths (flame, star) as mask images. */
export { FLAME_PATH, STAR_PATH } from '../Icon/icons';

/**
 * A 24 × 24 icon as a CSS `url()` for `mask-image`: no DOM per use, and painted with
 * `background-color: currentColor`, so it follows the theme, the state and forced colours.
 */
export const iconMask = (shape: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${shape}</svg>`)}")`;
