export { WinnerScroller, type WinnerScrollerProps } from './WinnerScroller';
export type { WinnerEntry } from './WinnerScroller.types';
