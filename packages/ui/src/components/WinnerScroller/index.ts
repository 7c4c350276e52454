export { WinnerScroller, type WinnerScrollerProps } from './WinnerScroller';
export type { WinnerEntry } from './WinnerScroller.types';
export { WINNER_ROW, winnerScrollerHeight } from './WinnerScroller.size';
