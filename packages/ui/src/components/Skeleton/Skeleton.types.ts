export const SKELETON_SHAPES = ['block', 'text', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];
