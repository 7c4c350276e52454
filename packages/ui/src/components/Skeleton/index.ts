export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './Skeleton';
export { SKELETON_SHAPES, type SkeletonShape } from './Skeleton.types';
export { PLACEHOLDER_MOTION_DELAY, placeholderFill } from './Skeleton.styles';
