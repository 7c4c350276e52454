import { forwardRef, memo, useEffect, useId, useMemo, useRef, useState } from 'react';
// Type-only: erased at build time, so swiper stays out of the static import graph.
import type { Swiper as SwiperInstance } from 'swiper';
import { ProviderCard } from '../ProviderCard';
import { Arrow } from '../ProviderMenu/ProviderMenu.styles';
import { useSwiperInstance, useSwiperModule } from '../BannerCarousel/useLazySwiper';
import { useNearViewport } from '../../utils/useNearViewport';
import { useReducedMotion } from '../../utils/useReducedMotion';
import { Root, Slide, SLIDE_GAP_PX, Track, Viewport } from './ProviderSlider.styles';
import {
  DEFAULT_PROVIDER_SLIDER_LABELS,
  PROVIDER_SLIDER_NARROW,
  PROVIDER_SLIDER_WIDE,
  type ProviderSliderProps,
} from './ProviderSlider.types';
import { Icon } from '../Icon';

const SLIDE_MS = 400;

/** One view of `perView` logos that pages a whole view at a time. */
const view = (perView: number) => ({ slidesPerView: perView, slidesPerGroup: perView });

/** Swiper's options: the narrow views capped at the wide one, which starts at PROVIDER_SLIDER_WIDE. */
function swiperOptions(perView: number) {
  const [base, ...narrow] = PROVIDER_SLIDER_NARROW;
  return {
    ...view(Math.min(base.perView, perView)),
    breakpoints: Object.fromEntries([
      ...narrow.map(({ minWidth, perView: n }) => [minWidth, view(Math.min(n, perView))]),
      [PROVIDER_SLIDER_WIDE, view(perView)],
    ]),
    breakpointsBase: 'container',
    spaceBetween: SLIDE_GAP_PX,
    rewind: true,
    watchOverflow: true,
    grabCursor: true,
  };
}

interface Shown {
  first: number;
  perView: number;
  locked: boolean;
}

/**
 * One logo. Swiper reports its state several times as it starts; only the slides whose `inert`
 * changes render again, not every logo each time.
 */
const ProviderSlide = memo(function ProviderSlide({
  provider,
  hotLabel,
  inert,
  onSelect,
}: {
  provider: ProviderSliderProps['providers'][number];
  hotLabel: string;
  inert: boolean;
  onSelect: ProviderSliderProps['onSelect'];
}) {
  return (
    <Slide className="swiper-slide" inert={inert}>
      <ProviderCard size="sm" {...provider} hotLabel={hotLabel} onSelect={() => onSelect?.(provider)} />
    </Slide>
  );
});

/**
 * The footer's provider logos (§2, §9: 9 to a view). Away from the screen only the first view's
 * logos are in the page (the row's height is the same, and a page that loads does not build dozens
 * of logos nobody sees); near it, all of them are, as a plain row that scrolls, and swiper is
 * loaded and pages a view at a time with the previous and next buttons (or a swipe). Only the
 * logos in view take focus; each one reports its provider to `onSelect`.
 */
export const ProviderSlider = forwardRef<HTMLElement, ProviderSliderProps>(function ProviderSlider(
  { providers, onSelect, perView = 9, labels: labelOverrides, rootMargin = '200px', style, ...rest },
  ref,
) {
  const labels = { ...DEFAULT_PROVIDER_SLIDER_LABELS, ...labelOverrides };
  const count = providers.length;
  const viewport = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const reducedMotion = useReducedMotion();
  const near = useNearViewport(viewport, { rootMargin });
  const Swiper = useSwiperModule(near && count > 1);
  const [shown, setShown] = useState<Shown>({ first: 0, perView: count, locked: true });
  const options = useMemo(() => swiperOptions(perView), [perView]);
  const report = (s: SwiperInstance) => {
    const next = { first: s.activeIndex, perView: Number(s.params.slidesPerView) || 1, locked: s.isLocked };
    setShown((prev) =>
      prev.first === next.first && prev.perView === next.perView && prev.locked === next.locked ? prev : next,
    );
  };
  const swiper = useSwiperInstance(Swiper, viewport, count, {
    options,
    speed: reducedMotion ? 0 : SLIDE_MS,
    on: { init: report, slideChange: report, breakpoint: report, resize: report, lock: report, unlock: report },
  });

  // New providers with the same count reuse the swiper; it re-reads its slides.
  const codes = providers.map((p) => p.code).join('\n');
  useEffect(() => {
    swiper?.update();
  }, [swiper, codes]);

  if (count === 0) return null;
  const enhanced = swiper !== null;
  // More logos than the widest view holds overflow at every width: the buttons are there from the
  // first paint (before swiper, they scroll the row itself), so the row keeps its width, and its
  // logos their places, when swiper arrives. Otherwise they come when swiper finds an overflow.
  const paging = count > perView || (enhanced && !shown.locked);
  const inView = (i: number) => !enhanced || (i >= shown.first && i < shown.first + shown.perView);
  const page = (direction: 1 | -1) => {
    if (swiper) return direction > 0 ? swiper.slideNext() : swiper.slidePrev();
    const row = viewport.current;
    if (!row) return;
    // Right to left, the row's end is to the left.
    const forward = getComputedStyle(row).direction === 'rtl' ? -1 : 1;
    row.scrollBy({ left: forward * direction * row.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <Root
      ref={ref}
      aria-label={labels.region}
      aria-roledescription="carousel"
      data-state={enhanced ? 'enhanced' : 'static'}
      style={{ '--slider-per-view': perView, ...style }}
      {...rest}
    >
      {paging && (
        <Arrow
          type="button"
          data-part="previous"
          aria-label={labels.previous}
          aria-controls={trackId}
          onClick={() => page(-1)}
        >
          <Icon name="chevronRight" />
        </Arrow>
      )}
      <Viewport ref={viewport} className="swiper" data-part="viewport">
        <Track id={trackId} className="swiper-wrapper" aria-live={enhanced && paging ? 'polite' : 'off'}>
          {(near ? providers : providers.slice(0, perView)).map((provider, i) => (
            <ProviderSlide
              key={provider.code}
              provider={provider}
              hotLabel={labels.hot}
              inert={!inView(i)}
              onSelect={onSelect}
            />
          ))}
        </Track>
      </Viewport>
      {paging && (
        <Arrow type="button" data-part="next" aria-label={labels.next} aria-controls={trackId} onClick={() => page(1)}>
          <Icon name="chevronRight" />
        </Arrow>
      )}
    </Root>
  );
});
