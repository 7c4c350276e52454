export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './Skeleton';
export { SKELETON_SHAPES, type SkeletonShape } from './Skeleton.types';
export { placeholderFill } from './Skeleton.styles';
