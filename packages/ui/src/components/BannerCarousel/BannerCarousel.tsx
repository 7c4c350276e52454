import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { useHeldFor } from '../../utils/useIdle';
import { useReducedMotion } from '../../utils/useReducedMotion';
import { useKeptKeys } from '../../utils/useKeptKeys';
import {
  BannerButton,
  ControlBar,
  Dot,
  Image,
  NavButton,
  Pagination,
  Root,
  Slide,
  ToggleButton,
  Track,
  Viewport,
} from './BannerCarousel.styles';
import { DEFAULT_BANNER_CAROUSEL_LABELS, type BannerItem, type BannerCarouselLabels } from './BannerCarousel.types';
import { usePauseOnInteraction } from '../../utils/usePauseOnInteraction';
import { useSwiperInstance, useSwiperModule } from './useLazySwiper';
import { Icon } from '../Icon';

export interface BannerCarouselProps extends HTMLAttributes<HTMLElement> {
  /** The banners of one group, in display order. With none, nothing renders. */
  banners: BannerItem[];
  /** Called when a banner that has a linkage type is activated. Banners without one are plain images. */
  onBannerClick?: (banner: BannerItem) => void;
  /**
   * Advances automatically. When false the carousel starts paused and the play button starts it.
   * @default true
   */
  autoplay?: boolean;
  /** Time each banner stays before the next one (§9). @default 5000 */
  autoplayMs?: number;
  /** Intrinsic width of the banner images: with `imageHeight`, reserves the space before they load. @default 1920 */
  imageWidth?: number;
  /** Intrinsic height of the banner images. @default 600 */
  imageHeight?: number;
  /** Strings for assistive technology, merged over the English defaults. @default DEFAULT_BANNER_CAROUSEL_LABELS */
  labels?: Partial<BannerCarouselLabels>;
  /**
   * Leaves the page's first this many milliseconds to its first view: the first banner shows at
   * once, and swiper (with the other banners and the controls) comes once they have passed and
   * the page is idle, or as soon as the member reaches for the strip (points at it, touches it or
   * moves focus into it). With 0, swiper is asked for right after the first paint. @default 0
   */
  enhanceAfterMs?: number;
}

const SLIDE_MS = 400;
const SWIPER_OPTIONS = { rewind: true, slidesPerView: 1, grabCursor: true };

/**
 * The banner strip (§2). The first banner is painted at once as a plain, high-priority image;
 * swiper is loaded afterwards, and only when there is more than one banner. Automatic advance
 * pauses on hover, while focus is inside, under reduced motion, and with the pause button.
 */
export const BannerCarousel = forwardRef<HTMLElement, BannerCarouselProps>(function BannerCarousel(
  {
    banners,
    onBannerClick,
    autoplay = true,
    autoplayMs = 5000,
    imageWidth = 1920,
    imageHeight = 600,
    labels: labelOverrides,
    enhanceAfterMs = 0,
    onPointerDown,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const labels = { ...DEFAULT_BANNER_CAROUSEL_LABELS, ...labelOverrides };
  const count = banners.length;
  const multiple = count > 1;
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const pause = usePauseOnInteraction({ onPointerEnter, onPointerLeave, onFocus, onBlur });
  const viewport = useRef<HTMLDivElement>(null);
  const trackId = useId();

  // Once the member has reached for the strip, swiper stays wanted (hover and focus come and go).
  const [reached, setReached] = useState(false);
  if (pause.interacting && !reached) setReached(true);
  const due = useHeldFor(enhanceAfterMs);
  const Swiper = useSwiperModule(multiple && (due || reached));
  const swiper = useSwiperInstance(Swiper, viewport, count, {
    options: SWIPER_OPTIONS,
    speed: reducedMotion ? 0 : SLIDE_MS,
    on: { slideChange: (s) => setIndex(s.realIndex) },
  });
  const enhanced = multiple && swiper !== null;
  const playing = choice ? choice === 'play' : autoplay && !reducedMotion;
  const running = enhanced && playing && !pause.interacting;
  const active = Math.min(index, count - 1);
  // The banners whose pictures are asked for: the one shown and the ones next to it (what the next
  // step or a swipe brings), and any asked for before, which keep theirs. The rest wait their turn:
  // each picture is a download and, for drawn art, main-thread work, and a visit sees few of them.
  const asked = useKeptKeys([active - 1, active, active + 1]);

  // New banners with the same count reuse the swiper; it re-reads its slides.
  const ids = banners.map((banner) => banner.id).join('\n');
  useEffect(() => {
    swiper?.update();
  }, [swiper, ids]);

  useEffect(() => {
    if (!running || !swiper) return undefined;
    const id = setTimeout(() => swiper.slideNext(), autoplayMs);
    return () => clearTimeout(id);
  }, [running, swiper, active, autoplayMs]);

  if (count === 0) return null;

  const slides = Swiper ? banners : banners.slice(0, 1);
  return (
    <Root
      ref={ref}
      $ratio={`${imageWidth} / ${imageHeight}`}
      aria-label={labels.region}
      aria-roledescription={multiple ? 'carousel' : undefined}
      data-state={enhanced ? (running ? 'playing' : 'paused') : 'static'}
      {...pause.rootProps}
      {...rest}
      onPointerDown={(event) => {
        // A touch does not hover: touching the strip asks for swiper too.
        setReached(true);
        onPointerDown?.(event);
      }}
    >
      {enhanced && (
        <>
          <ControlBar data-part="controls">
            <ToggleButton
              ref={pause.toggleRef}
              type="button"
              aria-label={playing ? labels.pause : labels.play}
              onClick={() => setChoice(playing ? 'pause' : 'play')}
            >
              <Icon name={playing ? 'pause' : 'play'} size="sm" />
            </ToggleButton>
            <Pagination role="group" aria-label={labels.pagination}>
              {banners.map((banner, i) => (
                <Dot
                  key={banner.id}
                  type="button"
                  aria-label={labels.goTo(i + 1, count)}
                  aria-current={i === active ? 'true' : undefined}
                  aria-controls={trackId}
                  onClick={() => swiper.slideTo(i)}
                />
              ))}
            </Pagination>
          </ControlBar>
          <NavButton
            type="button"
            data-direction="previous"
            aria-label={labels.previous}
            aria-controls={trackId}
            onClick={() => swiper.slidePrev()}
          >
            <Icon name="chevronLeft" size="xl" />
          </NavButton>
          <NavButton
            type="button"
            data-direction="next"
            aria-label={labels.next}
            aria-controls={trackId}
            onClick={() => swiper.slideNext()}
          >
            <Icon name="chevronLeft" size="xl" />
          </NavButton>
        </>
      )}
      <Viewport ref={viewport} className="swiper" data-part="viewport">
        <Track id={trackId} className="swiper-wrapper" aria-live={multiple && !running ? 'polite' : 'off'}>
          {slides.map((banner, i) => (
            <Slide
              key={banner.id}
              className="swiper-slide"
              role={multiple ? 'group' : undefined}
              aria-roledescription={multiple ? 'slide' : undefined}
              aria-label={multiple ? labels.slide(i + 1, count) : undefined}
              inert={enhanced && i !== active}
              data-active={i === active ? '' : undefined}
            >
              <BannerContent
                banner={banner}
                first={i === 0}
                due={asked.has(i)}
                width={imageWidth}
                height={imageHeight}
                onBannerClick={onBannerClick}
              />
            </Slide>
          ))}
        </Track>
      </Viewport>
    </Root>
  );
});

interface BannerContentProps {
  banner: BannerItem;
  first: boolean;
  /** Whether its picture is asked for yet; until then the slide keeps its place without one. */
  due: boolean;
  width: number;
  height: number;
  onBannerClick?: (banner: BannerItem) => void;
}

function BannerContent({ banner, first, due, width, height, onBannerClick }: BannerContentProps) {
  const image = (
    <Image
      src={due ? banner.imageUrl : undefined}
      alt={banner.alt}
      width={width}
      height={height}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? undefined : 'async'}
      draggable={false}
    />
  );
  if (!banner.linkageType || !onBannerClick) return image;
  return (
    <BannerButton type="button" data-linkage={banner.linkageType} onClick={() => onBannerClick(banner)}>
      {image}
    </BannerButton>
  );
}
