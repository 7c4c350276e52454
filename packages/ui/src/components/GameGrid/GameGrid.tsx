import {
  Children,
  forwardRef,
  Fragment,
  isValidElement,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Item, List } from './GameGrid.styles';

export interface GameGridProps extends HTMLAttributes<HTMLUListElement> {
  /**
   * The most columns on wide screens.
   * @default 7
   */
  maxColumns?: number;
  /**
   * The narrowest a column may get; on phones this decides the column count.
   * @default '140px'
   */
  minColumnWidth?: string;
}

/** The cards among `children`, with arrays and fragments opened up. */
function cardsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? cardsOf(child.props.children)
      : [child],
  );
}

/**
 * The responsive layout of game cards: a CSS grid list that fills the width with columns no
 * narrower than `minColumnWidth` (two on a phone) and no more than `maxColumns` on desktop. Each
 * card passed as a child (arrays and fragments are opened up) becomes a list item. For very long lists, render only the visible rows (virtualise) and
 * keep this as the row layout.
 */
export const GameGrid = forwardRef<HTMLUListElement, GameGridProps>(function GameGrid(
  { maxColumns = 7, minColumnWidth = '140px', style, children, ...rest },
  ref,
) {
  const layout = {
    '--game-grid-max-columns': Math.max(1, Math.floor(maxColumns)),
    '--game-grid-min-column': minColumnWidth,
    ...style,
  } as CSSProperties;
  return (
    <List ref={ref} style={layout} {...rest}>
      {cardsOf(children).map((child, i) => (
        <Item key={isValidElement(child) && child.key != null ? child.key : i}>{child}</Item>
      ))}
    </List>
  );
});
