import { forwardRef, type HTMLAttributes } from 'react';
import { GameGrid } from './GameGrid';
import {
  SkeletonCard,
  SkeletonGrid,
  SkeletonInfo,
  SkeletonMedia,
  SkeletonName,
  SkeletonProvider,
  Status,
} from './GameGrid.styles';

export interface GameGridSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * How many placeholder cards to show (§9: a page is 30 games).
   * @default 12
   */
  count?: number;
  /** Announced to assistive technology while the games load. @default 'Loading games' */
  label?: string;
  /** As on GameGrid. @default 7 */
  maxColumns?: number;
  /** As on GameGrid. @default '140px' */
  minColumnWidth?: string;
}

/**
 * Placeholder cards with the geometry of GameCard, laid out like GameGrid, so content replaces
 * them without shifting. The placeholders are hidden from assistive technology, which hears the
 * `label` status instead; they pulse together, as one.
 */
export const GameGridSkeleton = forwardRef<HTMLDivElement, GameGridSkeletonProps>(function GameGridSkeleton(
  { count = 12, label = 'Loading games', maxColumns, minColumnWidth, ...rest },
  ref,
) {
  return (
    <SkeletonGrid ref={ref} aria-busy="true" {...rest}>
      <Status role="status">{label}</Status>
      <GameGrid aria-hidden="true" maxColumns={maxColumns} minColumnWidth={minColumnWidth}>
        {Array.from({ length: Math.max(0, count) }, (_, i) => (
          <SkeletonCard key={i} data-part="placeholder">
            <SkeletonMedia />
            <SkeletonInfo>
              <SkeletonName>{'\u00a0'}</SkeletonName>
              <SkeletonProvider>{'\u00a0'}</SkeletonProvider>
            </SkeletonInfo>
          </SkeletonCard>
        ))}
      </GameGrid>
    </SkeletonGrid>
  );
});
