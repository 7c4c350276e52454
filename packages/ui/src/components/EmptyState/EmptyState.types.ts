export const EMPTY_STATE_SIZES = ['compact', 'regular'] as const;
export type EmptyStateSize = (typeof EMPTY_STATE_SIZES)[number];
