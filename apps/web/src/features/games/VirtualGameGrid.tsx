import {
  Fragment,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { List, Row } from './VirtualGameGrid.styles';

/** GameGrid's geometry: columns no narrower than this, at most {@link MAX_COLUMNS} of them. */
const MIN_COLUMN_PX = 140;
const MAX_COLUMNS = 7;
/**
 * A row's height beyond its cards' square artwork, at the default 16 px text size: GameCard's name
 * and provider lines with their margins and the card's border. Rows are placed by it before any is
 * laid out, and it is learnt again from the first row the browser lays out (another text size).
 */
const INFO_PX = 54.5;
/** Sizes within this of the estimate count as the estimate: layout rounds to fractions of a pixel. */
const SAME_SIZE_PX = 0.5;

/** The props each card must spread so the list reads as one list of every game loaded. */
export interface GridItemProps {
  role: 'listitem';
  'aria-posinset': number;
  'aria-setsize': number;
}

export interface VirtualGameGridProps<T> {
  items: readonly T[];
  /** One card; spread `itemProps` on its root element. Keep it stable (useCallback): the grid is memoised. */
  renderItem: (item: T, itemProps: GridItemProps) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** How many items the whole list has, or -1 while unknown (more pages to come). */
  setSize: number;
  /** The last row came into view (§9: distance 0); the caller throttles and loads more. */
  onEndReached?: () => void;
  /** The list is being replaced (a filter changed). */
  busy?: boolean;
}

/** Columns that fit `width` as GameGrid's CSS places them, and the gap between them. */
function useColumns() {
  // `measured`: the list has been measured once; until then it holds its place without rows.
  const [box, setBox] = useState({ columns: 2, gap: 12, width: 0, measured: false });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    const measure = () => {
      const width = node.clientWidth;
      const gap = parseFloat(getComputedStyle(node).columnGap) || 0;
      const columns = Math.max(1, Math.min(MAX_COLUMNS, Math.floor((width + gap) / (MIN_COLUMN_PX + gap))));
      setBox((old) =>
        old.measured && old.columns === columns && old.gap === gap && old.width === width
          ? old
          : { columns, gap, width, measured: true },
      );
    };
    measure();
    if (typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver(measure);
      observer.current.observe(node);
    }
  }, []);
  return { ...box, ref };
}

const documentTopOf = (node: HTMLElement) => Math.round(node.getBoundingClientRect().top + window.scrollY);

/**
 * The list's distance from the top of the document: taken by `measure` when the list mounts (with
 * its columns, in the one layout that reads), then again whenever the page's size changes
 * (content above it arriving, the window resizing) rather than on every render.
 */
function useDocumentTop(node: HTMLElement | null) {
  const [top, setTop] = useState(0);
  const measure = useCallback((element: HTMLElement) => setTop(documentTopOf(element)), []);
  useLayoutEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setTop(documentTopOf(node)));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [node]);
  return { top, measure };
}

/**
 * A game grid that puts only the rows in view in the DOM (window scrolling, so the page scrolls as
 * usual), laid out like GameGrid. Keyboard users are never stranded: the rows beside the focused
 * card stay rendered, so Tab moves on to the next row. Memoised, and its cards are keyed by their
 * place in the list: the list around it re-rendering (a search being typed, a count) leaves the
 * grid alone, and new results (a search, a filter) are rendered into the cards already on screen
 * instead of mounting new ones (memoised cards whose item did not change skip the render).
 */
export const VirtualGameGrid = memo(function VirtualGameGrid<T>({
  items,
  renderItem,
  label,
  setSize,
  onEndReached,
  busy,
}: VirtualGameGridProps<T>) {
  const { columns, gap, width, measured, ref: columnsRef } = useColumns();
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const { top: scrollMargin, measure: measureTop } = useDocumentTop(node);
  // The list mounts without rows and is measured once (its columns and place on the page, one
  // layout); its rows then mount once, where and as wide as they belong, before the first paint.
  const listRef = useCallback(
    (element: HTMLDivElement | null) => {
      columnsRef(element);
      if (element) measureTop(element);
      setNode(element);
    },
    [columnsRef, measureTop],
  );
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const rowCount = Math.ceil(items.length / columns);
  const columnWidth = width ? (width - gap * (columns - 1)) / columns : MIN_COLUMN_PX;
  // What a row adds to its artwork, learnt from the rows the browser has laid out.
  const info = useRef(INFO_PX);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (focusedRow === null) return rows;
      const near = [focusedRow - 1, focusedRow, focusedRow + 1].filter(
        (i) => i >= 0 && i < range.count && !rows.includes(i),
      );
      return [...rows, ...near].sort((a, b) => a - b);
    },
    [focusedRow],
  );

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rowCount,
    estimateSize: () => columnWidth + info.current,
    // A row is placed at its estimate as it mounts, without reading the layout (which would make
    // the browser lay out the whole page inside the commit); the observer reports its laid-out
    // size after layout, and only a real difference moves the rows.
    measureElement: (element, entry, instance) => {
      const index = instance.indexFromElement(element);
      const known =
        instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
      const box = entry?.borderBoxSize[0];
      if (!box || Math.abs(box.blockSize - known) < SAME_SIZE_PX) return known;
      info.current = box.blockSize - columnWidth;
      return box.blockSize;
    },
    overscan: 0,
    gap,
    scrollMargin,
    rangeExtractor,
  });
  // Row heights follow the column width: measure again when the columns change.
  useEffect(() => virtualizer.measure(), [virtualizer, columns, width]);

  const rows = measured ? virtualizer.getVirtualItems() : [];
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;
  useEffect(() => {
    if (rowCount > 0 && lastRow >= rowCount - 1) onEndReached?.();
  }, [lastRow, rowCount, onEndReached]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    setFocusedRow(row ? Number(row.dataset.index) : null);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
  };

  const style = { height: virtualizer.getTotalSize(), '--game-grid-columns': columns } as CSSProperties;
  return (
    <List
      ref={listRef}
      role="list"
      aria-label={label}
      aria-busy={busy || undefined}
      style={style}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {rows.map((row) => (
        <Row
          key={row.key}
          role="none"
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {items.slice(row.index * columns, (row.index + 1) * columns).map((item, i) => {
            const position = row.index * columns + i + 1;
            return (
              <Fragment key={position}>
                {renderItem(item, { role: 'listitem', 'aria-posinset': position, 'aria-setsize': setSize })}
              </Fragment>
            );
          })}
        </Row>
      ))}
    </List>
  );
}) as <T>(props: VirtualGameGridProps<T>) => ReactNode;
