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

/** What a carousel asks of its swiper. */
export interface SwiperSetup {
  /** Swiper's options, speed and events aside. A new object rebuilds the swiper, so keep it stable. */
  options: object;
  /** Slide duration in ms; a change is applied to the running swiper. */
  speed: number;
  /** Swiper's events by name. The names are read when the swiper is built; the handlers may change. */
  on: Record<string, (swiper: SwiperInstance) => void>;
}

/**
 * Creates a swiper on `viewport` (whose first child is the `.swiper-wrapper`) once the
 * constructor is loaded, and destroys it on unmount, when the slide count changes or when the
 * options do. The plain row shown before it may have been scrolled by hand, so the viewport starts
 * from its first slide. The slide direction follows the writing direction of the viewport's
 * parent, also when the document's or the parent's `dir` changes later.
 */
export function useSwiperInstance(
  Swiper: SwiperConstructor | null,
  viewport: RefObject<HTMLDivElement | null>,
  count: number,
  { options, speed, on }: SwiperSetup,
): SwiperInstance | null {
  const [instance, setInstance] = useState<SwiperInstance | null>(null);
  const handlers = useRef(on);
  useEffect(() => {
    handlers.current = on;
  }, [on]);

  useEffect(() => {
    const el = viewport.current;
    const parent = el?.parentElement;
    if (!Swiper || !el || !parent || count < 2) return undefined;
    el.scrollLeft = 0;
    const events = Object.fromEntries(
      Object.keys(handlers.current).map((name) => [name, (s: SwiperInstance) => handlers.current[name]?.(s)]),
    );
    // Swiper's own size observer compares the box's exact size with the whole pixels it measures
    // itself: a strip whose height follows its aspect ratio (121.875 px on a phone) made it measure
    // every slide again one frame after building them. This one hands it real changes of width
    // only; a window resize it handles itself, before the observer reports it.
    const swiper = new Swiper(el, { ...options, speed, on: events, resizeObserver: false });
    setInstance(swiper);
    const resized =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            if (entry && !swiper.destroyed && Math.abs(entry.contentRect.width - swiper.width) >= 1)
              swiper.emit('resize');
          });
    resized?.observe(el);
    let observer: MutationObserver | undefined;
    if (typeof MutationObserver !== 'undefined') {
      observer = new MutationObserver(() => swiper.changeLanguageDirection(readDirection(parent)));
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      observer.observe(parent, { attributes: true, attributeFilter: ['dir'] });
    }
    return () => {
      observer?.disconnect();
      resized?.disconnect();
      swiper.destroy(true, true);
      setInstance(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `speed` is applied below without rebuilding the swiper
  }, [Swiper, count, viewport, options]);

  // The state can still hold a swiper the effect above has just destroyed (the slides and the
  // speed changing together, or the destroy and the next render landing in different updates):
  // destroyed, it has no params left to set.
  useEffect(() => {
    if (instance && !instance.destroyed) instance.params.speed = speed;
  }, [instance, speed]);

  return instance;
}
