import { css, keyframes } from 'styled-components';
import { theme as t } from '@tessera/tokens';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

/**
 * An image that useImageFallback loads: hidden until it has loaded (its `data-loaded`), then it
 * fades in. It appears at once under reduced motion, and when it arrived in the page's first view
 * (`data-loaded="early"`): there the whole page is appearing, and a grid's twenty fades, one after
 * another, kept the compositor drawing every frame through a phone's start. Hidden, not
 * transparent: an opacity below 1 gives every such image an effect node of its own, which the
 * browser carries through pre-paint, paint and layering in each frame, among them the one that
 * shows a grid's new cards. Put it in the rule of the `img` itself.
 */
export const loadedImage = css`
  visibility: hidden;
  &[data-loaded] {
    visibility: visible;
  }
  @media (prefers-reduced-motion: no-preference) {
    &[data-loaded=''] {
      animation: ${fadeIn} ${t.motion.normal} ${t.motion.easing};
    }
  }
`;
