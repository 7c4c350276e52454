import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLoadedModule } from '../../utils/useLoadedModule';
// Type-only: erased at build time, so swiper stays out of the static import graph.
import type { Swiper as SwiperInstance } from 'swiper';

type SwiperConstructor = new (el: HTMLElement, options: object) => SwiperInstance;

/** Resolves once the browser has painted the current frame. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const loadSwiper = () =>
  afterPaint()
    .then(() => import('swiper'))
    .then((mod) => mod.Swiper as SwiperConstructor);

/**
 * Loads swiper's code after first paint, and only when `enabled`. Until it arrives (or if it
 * fails to load) the caller keeps showing its first slide as a plain image.
 */
export function useSwiperModule(enabled: boolean): SwiperConstructor | null {
  return useLoadedModule(loadSwiper, enabled);
}

const readDirection = (el: Element) => (getComputedStyle(el).direction === 'rtl' ? 'rtl' : 'ltr');

/**
 * Creates a swiper on `viewport` (whose first child is the `.swiper-wrapper`) once the
 * constructor is loaded, and destroys it on unmount or when the slide count changes. The slide
 * direction follows the writing direction of the viewport's parent, also when the document's or
 * the parent's `dir` changes later.
 */
export function useSwiperInstance(
  Swiper: SwiperConstructor | null,
  viewport: RefObject<HTMLDivElement | null>,
  count: number,
  speed: number,
  onIndexChange: (index: number) => void,
): SwiperInstance | null {
  const [instance, setInstance] = useState<SwiperInstance | null>(null);
  const onChange = useRef(onIndexChange);
  useEffect(() => {
    onChange.current = onIndexChange;
  }, [onIndexChange]);

  useEffect(() => {
    const el = viewport.current;
    const parent = el?.parentElement;
    if (!Swiper || !el || !parent || count < 2) return undefined;
    const swiper = new Swiper(el, {
      speed,
      rewind: true,
      slidesPerView: 1,
      grabCursor: true,
      on: { slideChange: (s: SwiperInstance) => onChange.current(s.realIndex) },
    });
    setInstance(swiper);
    let observer: MutationObserver | undefined;
    if (typeof MutationObserver !== 'undefined') {
      observer = new MutationObserver(() => swiper.changeLanguageDirection(readDirection(parent)));
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      observer.observe(parent, { attributes: true, attributeFilter: ['dir'] });
    }
    return () => {
      observer?.disconnect();
      swiper.destroy(true, true);
      setInstance(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `speed` is applied below without rebuilding the swiper
  }, [Swiper, count, viewport]);

  // The state can still hold a swiper the effect above has just destroyed (its banners and the
  // speed changing together, or the destroy and the next render landing in different updates):
  // destroyed, it has no params left to set.
  useEffect(() => {
    if (instance && !instance.destroyed) instance.params.speed = speed;
  }, [instance, speed]);

  return instance;
}
