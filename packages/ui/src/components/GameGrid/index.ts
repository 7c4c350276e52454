export { GameGrid, type GameGridProps } from './GameGrid';
export { GameGridSkeleton, type GameGridSkeletonProps } from './GameGridSkeleton';
