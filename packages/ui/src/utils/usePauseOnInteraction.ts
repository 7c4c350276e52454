import { useRef, useState, type FocusEvent, type PointerEvent } from 'react';

interface Handlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Motion that moves by itself stops while a mouse rests on it or focus is inside it, so it can
 * be read and used (WCAG 2.2.2). The pause/play button (`toggleRef`) is the one control whose
 * focus does not stop it. The caller's own handlers still run.
 */
export function usePauseOnInteraction(handlers: Handlers) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootProps = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setHovered(true);
      handlers.onPointerEnter?.(event);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      setHovered(false);
      handlers.onPointerLeave?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      setFocused(event.target !== toggleRef.current);
      handlers.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      handlers.onBlur?.(event);
    },
  };
  return { interacting: hovered || focused, toggleRef, rootProps };
}
