import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { PROVIDER_SLIDER_NARROW, PROVIDER_SLIDER_WIDE } from './ProviderSlider.types';
import { focusRing } from '../../utils/focusRing';

/** Space between logos, in px: swiper's `spaceBetween` and the static row's gap. */
export const SLIDE_GAP_PX = 8;

// Logos per view before swiper arrives, from the same widths swiper later uses; the root sets
// --slider-per-view, the wide count.
const perViewQueries = [
  ...PROVIDER_SLIDER_NARROW.map(({ minWidth, perView }) =>
    minWidth === 0
      ? css`
          --per-view: min(${perView}, var(--slider-per-view));
        `
      : css`
          @container (min-width: ${minWidth}px) {
            --per-view: min(${perView}, var(--slider-per-view));
          }
        `,
  ),
  css`
    @container (min-width: ${PROVIDER_SLIDER_WIDE}px) {
      --per-view: var(--slider-per-view);
    }
  `,
];

export const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-width: 0;
`;

/** The swiper container; its rules stand in for swiper's own stylesheet, which is not loaded. */
export const Viewport = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  container-type: inline-size;
  /* Until swiper runs, the row scrolls natively (touch, trackpad, focus). */
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  [data-state='enhanced'] > & {
    overflow: hidden;
    touch-action: pan-y;
  }
`;

export const Track = styled.ul`
  ${perViewQueries}
  position: relative;
  display: flex;
  gap: ${SLIDE_GAP_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
  box-sizing: content-box;
  transition-property: transform;
  transition-timing-function: ${t.motion.easing};
  /* Swiper spaces the slides itself (margins), so the gap goes. */
  [data-state='enhanced'] & {
    gap: 0;
  }
`;

export const Slide = styled.li`
  flex-shrink: 0;
  /* Swiper sets the width inline once it runs. */
  width: calc((100% - (var(--per-view) - 1) * ${SLIDE_GAP_PX}px) / var(--per-view));
  scroll-snap-align: start;
  & > button[data-size] {
    width: 100%;
  }
  /* Drawn inside: the viewport clips anything outside it. */
  ${focusRing({ placement: 'inset', selector: '& > button:focus-visible' })}
`;
