import { theme as t } from '@tessera/tokens';

/** The height of one winner's row. */
export const WINNER_ROW = '3.5rem';

/**
 * The scroller's height with `rows` rows in its window (its border, its header, whose own border is inside its height, and the rows), for
 * a placeholder that holds its place while its code or its winners arrive.
 */
export const winnerScrollerHeight = (rows: number) => `calc(2px + ${t.size.controlLg} + ${rows} * ${WINNER_ROW})`;
