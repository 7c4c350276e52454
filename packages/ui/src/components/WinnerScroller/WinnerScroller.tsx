import { forwardRef, memo, useEffect, useId, useState, type HTMLAttributes } from 'react';
import { formatDecimal } from '@tessera/format';
import { useHeldFor } from '../../utils/useIdle';
import { useReducedMotion } from '../../utils/useReducedMotion';
import { useKeptKeys } from '../../utils/useKeptKeys';
import { Avatar } from '../Avatar';
import {
  Amount,
  Empty,
  Game,
  Header,
  Heading,
  List,
  Name,
  Root,
  Row,
  Toggle,
  TrophyMark,
  Who,
  Window,
} from './WinnerScroller.styles';
import type { WinnerEntry } from './WinnerScroller.types';
import { usePauseOnInteraction } from '../../utils/usePauseOnInteraction';
import { useOnScreen } from '../../utils/useOnScreen';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';

export interface WinnerScrollerProps extends HTMLAttributes<HTMLElement> {
  /** The recent wins, newest first. */
  winners: WinnerEntry[];
  /** Formats a win amount. @default formatDecimal of @tessera/format: 2 decimals with thousands separators, en-US */
  formatAmount?: (value: number) => string;
  /** Duration of one step (one row moving up). @default 500 */
  stepMs?: number;
  /** Pause between steps (§9). @default 1000 */
  waitMs?: number;
  /** Fewest entries for the list to move at all (§9). @default 5 */
  minItemsToMove?: number;
  /**
   * Leaves the page's first this many milliseconds to its first view: the list stands still, its
   * pause button in place, until they have passed and the page is idle; then it moves. @default 0
   */
  startAfterMs?: number;
  /** Rows in view. @default 5 */
  visibleCount?: number;
  /**
   * Stops the movement for the caller's own reason (a frozen screenshot, a hidden tab); the pause
   * button is then hidden.
   * @default false
   */
  paused?: boolean;
  /** The visible title, which also names the region. @default 'Recent winners' */
  label?: string;
  /**
   * The winners are still being fetched: the window holds its rows' place with placeholders, so
   * nothing below it moves when they arrive.
   * @default false
   */
  loading?: boolean;
  /** Shown when there are no winners. @default 'No winners yet' */
  emptyText?: string;
  /** Accessible label of the button that stops the movement. @default 'Pause winners' */
  pauseLabel?: string;
  /** Accessible label of the button that restarts it. @default 'Play winners' */
  playLabel?: string;
}

const defaultFormatAmount = (value: number) => formatDecimal(value);

/**
 * Recent winners (§2, §3), moving up one row at a time with a pause between steps (§9 scroll
 * widget), and only with at least `minItemsToMove` entries. It stops on hover, while focus is
 * inside, with its pause button, and under reduced motion. Memoised, like its rows: pass a stable
 * `formatAmount`, and a step renders only the scroller, not every row.
 */
export const WinnerScroller = memo(
  forwardRef<HTMLElement, WinnerScrollerProps>(function WinnerScroller(
    {
      winners,
      formatAmount = defaultFormatAmount,
      stepMs = 500,
      waitMs = 1000,
      minItemsToMove = 5,
      startAfterMs = 0,
      visibleCount = 5,
      paused = false,
      loading = false,
      label = 'Recent winners',
      emptyText = 'No winners yet',
      pauseLabel = 'Pause winners',
      playLabel = 'Play winners',
      style,
      onPointerEnter,
      onPointerLeave,
      onFocus,
      onBlur,
      ...rest
    },
    ref,
  ) {
    const count = winners.length;
    const reducedMotion = useReducedMotion();
    const [offset, setOffset] = useState(0);
    const [moving, setMoving] = useState(false);
    const pause = usePauseOnInteraction({ onPointerEnter, onPointerLeave, onFocus, onBlur });
    const [userPaused, setUserPaused] = useState(false);
    const headingId = useId();
    const canMove = !loading && count >= minItemsToMove && !reducedMotion;
    // Out of view (below the fold on a phone, or scrolled past) it waits where it is.
    const [rootRef, onScreen] = useOnScreen(ref);
    const started = useHeldFor(startAfterMs);
    const running = canMove && started && !paused && !userPaused && !pause.interacting && onScreen;

    // Wait, move one row, wait… Each phase is one timer; nothing runs per frame.
    useEffect(() => {
      if (!running) return undefined;
      const id = setTimeout(
        () => {
          if (moving) {
            setOffset((o) => (o + 1) % count);
            setMoving(false);
          } else setMoving(true);
        },
        moving ? stepMs : waitMs,
      );
      return () => clearTimeout(id);
    }, [running, moving, stepMs, waitMs, count]);

    const start = canMove ? offset % count : 0;
    const rows = winners.map((winner, i) => ({ winner, key: winner.id ?? `#${i}` }));
    const ordered = [...rows.slice(start), ...rows.slice(0, start)];
    // The row that slides in from below must exist even when every entry is already in view.
    const clones = canMove ? ordered.slice(0, Math.max(0, visibleCount + 1 - count)) : [];
    // While it moves, the pictures asked for are those of the rows in view and of the row that
    // slides in next, and any asked for before, which keep theirs: the rows further down wait their
    // turn (each is a download and, for drawn art, main-thread work). A list that scrolls instead
    // shows each row's picture at once.
    const asked = useKeptKeys(ordered.slice(0, visibleCount + 1).map(({ key }) => key));
    const pictured = (key: string) => !canMove || asked.has(key);

    return (
      <Root
        ref={rootRef}
        aria-labelledby={headingId}
        data-motion={reducedMotion ? 'reduce' : 'move'}
        data-state={running ? 'running' : 'paused'}
        aria-busy={loading || undefined}
        style={{
          ...style,
          '--winner-visible': Math.max(1, loading ? visibleCount : Math.min(visibleCount, count)),
          '--winner-step': `${stepMs}ms`,
        }}
        {...pause.rootProps}
        {...rest}
      >
        <Header>
          <TrophyMark aria-hidden="true">
            <Icon name="trophy" size="lg" />
          </TrophyMark>
          <Heading id={headingId}>{label}</Heading>
          {canMove && !paused && (
            <Toggle
              ref={pause.toggleRef}
              type="button"
              aria-label={userPaused ? playLabel : pauseLabel}
              onClick={() => setUserPaused((p) => !p)}
            >
              <Icon name={userPaused ? 'play' : 'pause'} size="sm" />
            </Toggle>
          )}
        </Header>
        {loading ? (
          <Window data-step="still">
            <List as="div">
              {Array.from({ length: visibleCount }, (_, i) => (
                <Row as="div" key={i} aria-hidden="true">
                  <Skeleton shape="circle" width={32} />
                  <Who>
                    <Skeleton shape="text" width="60%" />
                    <Skeleton shape="text" width="40%" />
                  </Who>
                  <Skeleton shape="text" width="4.5rem" height="1.25rem" />
                </Row>
              ))}
            </List>
          </Window>
        ) : count === 0 ? (
          <Empty>{emptyText}</Empty>
        ) : (
          <Window data-step={moving ? 'moving' : 'still'} data-scroll={canMove ? undefined : ''}>
            {/* Focusable while it moves (keyboard users stop it to read) or when it scrolls instead. */}
            <List aria-labelledby={headingId} tabIndex={canMove || count > visibleCount ? 0 : undefined}>
              {ordered.map(({ winner, key }) => (
                <WinnerRow key={key} winner={winner} amount={formatAmount(winner.winAmount)} pictured={pictured(key)} />
              ))}
              {clones.map(({ winner, key }) => (
                <WinnerRow
                  key={`clone-${key}`}
                  winner={winner}
                  amount={formatAmount(winner.winAmount)}
                  pictured
                  hidden
                />
              ))}
            </List>
          </Window>
        )}
      </Root>
    );
  }),
);
WinnerScroller.displayName = 'WinnerScroller';

/** One winner. A step only moves rows, so rows whose winner and amount are unchanged are not rendered again. */
const WinnerRow = memo(function WinnerRow({
  winner,
  amount,
  pictured,
  hidden,
}: {
  winner: WinnerEntry;
  amount: string;
  /** Whether its picture is asked for yet; until then the default avatar holds its place. */
  pictured: boolean;
  hidden?: boolean;
}) {
  return (
    <Row aria-hidden={hidden || undefined} data-clone={hidden ? '' : undefined}>
      <Avatar key={winner.iconUrl ?? ''} src={(pictured && winner.iconUrl) || undefined} alt="" size="sm" />
      <Who>
        <Name>{winner.customerName}</Name>
        <Game>{winner.gameName}</Game>
      </Who>
      <Amount>{amount}</Amount>
    </Row>
  );
});
