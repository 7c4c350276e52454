import {
  forwardRef,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
} from 'react';
import { useReducedMotion } from '../../utils/useReducedMotion';
import { useOnScreen } from '../../utils/useOnScreen';
import { useHeldFor } from '../../utils/useIdle';
import { Icon, Item, List, Root, Title, Toggle, Track, Viewport } from './Marquee.styles';
import { Icon as Glyph } from '../Icon';

/** One notice of the marquee (§3 notice: its id and title). */
export interface MarqueeItem {
  /** A stable key, passed back with the item to `onSelect`. */
  id: string;
  /** The title shown in the strip; it names the notice's button. */
  title: string;
}

export interface MarqueeProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The notice titles, in order. With none, nothing renders. */
  items: MarqueeItem[];
  /** Called when a title is activated (click, Enter or Space), e.g. to open the notice modal. */
  onSelect: (item: MarqueeItem) => void;
  /** Names the region for assistive technology. @default 'Notices' */
  label?: string;
  /** Scrolling speed in CSS pixels per second. @default 60 */
  speed?: number;
  /**
   * Stops the scrolling for the caller's own reason (a modal is open, a frozen screenshot); the
   * pause button is then hidden, as there is nothing for the user to pause.
   * @default false
   */
  paused?: boolean;
  /** Accessible label of the button that stops the scrolling. @default 'Pause notices' */
  pauseLabel?: string;
  /** Accessible label of the button that restarts it. @default 'Play notices' */
  playLabel?: string;
  /**
   * The titles stand still this long after the strip first shows, and then until the browser is
   * idle, before they start to scroll: the page's first seconds are left to its loading (a moving
   * strip has the screen drawn again in every frame) and the member can read the first title.
   * @default 0
   */
  startAfterMs?: number;
}

/** True when the focus came from the keyboard (where `:focus-visible` is not known, assume so). */
function isKeyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The system notice marquee (§2): titles scroll by with a CSS transform animation (from the start,
 * or once `startAfterMs` has passed and the page is idle); it pauses on hover, on focus and with its
 * pause button. Every title is a button. Under reduced motion the
 * titles stand still in the same one row, which the member scrolls: the strip is as tall either way.
 */
export const Marquee = forwardRef<HTMLElement, MarqueeProps>(function Marquee(
  {
    items,
    onSelect,
    label = 'Notices',
    speed = 60,
    paused = false,
    pauseLabel = 'Pause notices',
    playLabel = 'Play notices',
    startAfterMs = 0,
    style,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const reducedMotion = useReducedMotion();
  const [distance, setDistance] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focus, setFocus] = useState<'keyboard' | 'pointer' | null>(null);
  const [revealed, setRevealed] = useState<HTMLElement | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const [rootRef, onScreen] = useOnScreen(ref);
  const moving = !reducedMotion && items.length > 0;
  const started = useHeldFor(startAfterMs);

  // One measurement per size change (never per frame): the duration keeps the speed constant. The
  // observer reports once the browser has laid the titles out anyway, so mounting the strip does
  // not force a layout of the whole page inside React's commit.
  useLayoutEffect(() => {
    const el = list.current;
    if (!moving || !el) return undefined;
    const measure = () => setDistance(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [moving, items]);

  // With the animation stopped for keyboard focus, bring the focused title clear of the faded
  // edges (to whole pixels, so the result is the same every time); scroll back once the
  // animation takes over again.
  useLayoutEffect(() => {
    const view = viewport.current;
    if (!view) return;
    if (focus !== 'keyboard' || !revealed || !view.contains(revealed)) {
      // Only a moving strip this effect scrolled goes back (writing the offset forces a layout); a
      // standing one stays where the member left it.
      if (scrolled.current && moving) view.scrollLeft = 0;
      scrolled.current = false;
      return;
    }
    const edge = 16;
    const frame = view.getBoundingClientRect();
    const box = revealed.getBoundingClientRect();
    let delta = 0;
    if (box.left < frame.left + edge) delta = box.left - frame.left - edge;
    else if (box.right > frame.right - edge) delta = box.right - frame.right + edge;
    view.scrollLeft = Math.round(view.scrollLeft + delta);
    scrolled.current = true;
  }, [focus, revealed, moving]);

  if (items.length === 0) return null;

  // Scrolled out of view, the titles stand where they are until the member is back.
  const stopped = paused || userPaused || hovered || focus !== null || !onScreen;
  const duration = speed > 0 ? distance / speed : 0;
  const renderItems = (clone: boolean) =>
    items.map((item) => (
      <Item key={item.id}>
        <Title type="button" tabIndex={clone ? -1 : undefined} onClick={() => onSelect(item)}>
          {item.title}
        </Title>
      </Item>
    ));

  return (
    <Root
      ref={rootRef}
      aria-label={label}
      data-motion={reducedMotion ? 'reduce' : 'scroll'}
      data-state={stopped ? 'paused' : 'running'}
      data-focus={focus ?? undefined}
      data-ready={moving && duration > 0 && started ? '' : undefined}
      style={{ ...style, '--marquee-duration': `${duration}s` }}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLElement>) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        // The pause/play button is the one control whose focus does not stop the scrolling.
        if (event.target === toggle.current) setFocus(null);
        else setFocus(isKeyboardFocus(event.target) ? 'keyboard' : 'pointer');
        setRevealed(event.target);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(null);
        onBlur?.(event);
      }}
      {...rest}
    >
      <Icon aria-hidden="true">
        <Glyph name="megaphone" size="lg" />
      </Icon>
      <Viewport ref={viewport} data-part="viewport">
        <Track data-part="track">
          <List ref={list} role="list">
            {renderItems(false)}
          </List>
          {/* The second copy closes the loop; pointer users can click it, assistive technology skips it. */}
          {!reducedMotion && (
            <List aria-hidden="true" data-clone="">
              {renderItems(true)}
            </List>
          )}
        </Track>
      </Viewport>
      {!reducedMotion && !paused && (
        <Toggle
          ref={toggle}
          type="button"
          aria-label={userPaused ? playLabel : pauseLabel}
          onClick={() => setUserPaused((p) => !p)}
        >
          <Glyph name={userPaused ? 'play' : 'pause'} size="sm" />
        </Toggle>
      )}
    </Root>
  );
});
