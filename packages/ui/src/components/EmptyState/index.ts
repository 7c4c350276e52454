export { EmptyState, type EmptyStateProps } from './EmptyState';
export { EMPTY_STATE_SIZES, type EmptyStateSize } from './EmptyState.types';
