import { useCallback, useEffect, useRef, useState } from 'react';

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
  loaded: boolean;
}

const initial = (src?: string, fallbackSrc?: string): State => ({
  src,
  fallbackSrc,
  phase: src ? 'image' : fallbackSrc ? 'fallback' : 'icon',
  attempt: 1,
  loaded: false,
});

/**
 * Loads an image with retries and a one-time fallback (§8 default icons, §9 lazy image attempts).
 * Spread `imgProps` on the `<img>` and give it `key` (a new element for each attempt); when `src`
 * is undefined, render the built-in icon instead.
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
          return s.phase === 'image' ? { ...s, attempt: s.attempt + 1, loaded: false } : s;
        });
      }, retryDelayMs);
      return;
    }
    const phase: ImagePhase = current.phase === 'image' && fallbackSrc ? 'fallback' : 'icon';
    setState((kept) => ({ ...forThis(kept), phase, loaded: false }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- forThis reads only src and fallbackSrc, listed
  }, [current.phase, current.attempt, attempts, retryDelayMs, src, fallbackSrc]);

  const onLoad = useCallback(() => {
    setState((kept) => {
      const s = forThis(kept);
      return s.loaded ? s : { ...s, loaded: true };
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- forThis reads only src and fallbackSrc, listed
  }, [src, fallbackSrc]);

  const shown = current.phase === 'image' ? src : current.phase === 'fallback' ? fallbackSrc : undefined;
  return {
    phase: current.phase,
    attempt: current.attempt,
    loaded: current.loaded,
    src: shown,
    /** Remounts the `<img>` for each attempt so the browser requests it again. */
    key: `${current.phase}-${current.attempt}`,
    imgProps: {
      src: shown,
      onError,
      onLoad,
      'data-loaded': current.loaded ? '' : undefined,
    },
  };
}
