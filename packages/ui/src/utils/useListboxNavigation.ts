import { useCallback, useEffect, useRef, useState } from 'react';

/** How far PageUp/PageDown move the active option. */
const PAGE = 10;

/** Scrolls `list` the least amount that brings `option` fully into view. */
export function keepInView(list: HTMLElement | null, option: Element | null | undefined) {
  if (!list || !(option instanceof HTMLElement)) return;
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/**
 * The active-option model of a listbox driven from a text field (`aria-activedescendant`): focus
 * stays in the field while ArrowUp/ArrowDown, Home/End and PageUp/PageDown move the active option,
 * which is kept scrolled into view. `count` is the number of options currently shown; `listRef`
 * goes on the scrolling listbox whose element children are the options, in order.
 */
export function useListboxNavigation(count: number, visible: boolean) {
  const [rawIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const activeIndex = Math.min(rawIndex, count - 1);

  useEffect(() => {
    if (visible && activeIndex >= 0) keepInView(listRef.current, listRef.current?.children[activeIndex]);
  }, [visible, activeIndex]);

  /** Moves the active option for a navigation key; returns false for any other key. */
  const navigate = useCallback(
    (key: string): boolean => {
      const last = count - 1;
      const from = activeIndex;
      let next: number;
      switch (key) {
        case 'ArrowDown':
          next = from < 0 ? 0 : Math.min(from + 1, last);
          break;
        case 'ArrowUp':
          next = from < 0 ? last : Math.max(from - 1, 0);
          break;
        case 'Home':
          next = 0;
          break;
        case 'End':
          next = last;
          break;
        case 'PageDown':
          next = Math.min(Math.max(from, 0) + PAGE, last);
          break;
        case 'PageUp':
          next = Math.max(from - PAGE, 0);
          break;
        default:
          return false;
      }
      setActiveIndex(next);
      return true;
    },
    [activeIndex, count],
  );

  return { activeIndex, setActiveIndex, navigate, listRef };
}
