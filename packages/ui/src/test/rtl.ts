/**
 * Helpers for the right-to-left stories: they read the laid-out page, so a rule written with
 * physical sides (`padding-left`) that fails to mirror shows up as a failing assertion.
 */

/** The padding at the inline start and end of `el`, for its own writing direction, in pixels. */
export function inlinePadding(el: Element): { start: number; end: number } {
  const style = getComputedStyle(el);
  const rtl = style.direction === 'rtl';
  return {
    start: parseFloat(rtl ? style.paddingRight : style.paddingLeft),
    end: parseFloat(rtl ? style.paddingLeft : style.paddingRight),
  };
}

/** The horizontal centre of an element on screen. */
export const centreX = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.left + box.width / 2;
};

/** True when `a` sits to the right of `b` on screen (for right to left: `a` comes first). */
export const isRightOf = (a: Element, b: Element) => centreX(a) > centreX(b);
