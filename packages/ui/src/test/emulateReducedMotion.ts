/**
 * Makes `matchMedia('(prefers-reduced-motion: reduce)')` match, for stories that show the
 * reduced-motion rendering. Returns the function that restores the real `matchMedia`.
 */
export function emulateReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          matches: query.includes('reduce'),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } as MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}
