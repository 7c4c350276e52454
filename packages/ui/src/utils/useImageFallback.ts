import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { inFirstView } from './firstView';

/** Which picture is on screen: the real image, the caller's fallback image, or the built-in icon. */
export type ImagePhase = 'image' | 'fallback' | 'icon';

export interface ImageFallbackOptions {
  /** How many times the real image is tried before falling back (§9: 3 attempts). @default 3 */
  attempts?: number;
  /** Pause before each new attempt, in milliseconds. @default 500 */
  retryDelayMs?: number;
}

interface State {
  src?: string;
  fallbackSrc?: string;
  phase: ImagePhase;
  attempt: number;
}

const initial = (src?: string, fallbackSrc?: string): State => ({
  src,
  fallbackSrc,
  phase: src ? 'image' : fallbackSrc ? 'fallback' : 'icon',
  attempt: 1,
});

/**
 * Marks a picture that has arrived on the element itself (its `data-loaded`, see loadedImage.ts):
 * `early` when it came in the page's first view, which it joins at once rather than fading in.
 */
const markLoaded = (event: SyntheticEvent<HTMLImageElement>) =>
  event.currentTarget.setAttribute('data-loaded', inFirstView() ? 'early' : '');

/**
 * Loads an image with retries and a one-time fallback (§8 default icons, §9 lazy image attempts).
 * Spread `imgProps` on the `<img>` and give it `key` (a new element for each picture and attempt);
 * when `src` is undefined, render the built-in icon instead. A picture that arrives is marked
 * `data-loaded` on its element, without a render: a grid's twenty pictures arriving one by one
 * cost the page twenty renders otherwise. Style what depends on it from that attribute.
 */
export function useImageFallback(src?: string, fallbackSrc?: string, options: ImageFallbackOptions = {}) {
  const { attempts = 3, retryDelayMs = 500 } = options;
  const [state, setState] = useState(() => initial(src, fallbackSrc));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new image starts over: the state kept is another image's until this one's first change, so
  // it is read as the new image's initial state (no second render, which a grid reusing its cards
  // for new results would pay on every card).
  const forThis = (s: State) => (s.src === src && s.fallbackSrc === fallbackSrc ? s : initial(src, fallbackSrc));
  const current = forThis(state);

  useEffect(() => () => clearTimeout(timer.current), [src, fallbackSrc]);

  const onError = useCallback(() => {
    if (current.phase === 'image' && current.attempt < attempts) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setState((kept) => {
          const s = forThis(kept);
          return s.phase === 'image' ? { ...s, attempt: s.attempt + 1 } : s;
        });
      }, retryDelayMs);
      return;
    }
    const phase: ImagePhase = current.phase === 'image' && fallbackSrc ? 'fallback' : 'icon';
    setState((kept) => ({ ...forThis(kept), phase }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- forThis reads only src and fallbackSrc, listed
  }, [current.phase, current.attempt, attempts, retryDelayMs, src, fallbackSrc]);

  const shown = current.phase === 'image' ? src : current.phase === 'fallback' ? fallbackSrc : undefined;
  return {
    phase: current.phase,
    attempt: current.attempt,
    src: shown,
    /**
     * A new `<img>` for each picture and attempt: the browser requests it again, and a picture
     * that has not arrived is never shown as loaded.
     */
    key: `${current.phase}-${current.attempt} ${shown}`,
    imgProps: {
      src: shown,
      onError,
      onLoad: markLoaded,
    },
  };
}
