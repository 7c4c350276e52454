/** One recent win (§3 winner entry). */
export interface WinnerEntry {
  /** A stable key; without one the entry's position is used. */
  id?: string;
  /** The winner's avatar; a default avatar shows when it is missing or fails to load. */
  iconUrl?: string | null;
  /** The (usually masked) customer name, e.g. `ja***88`. */
  customerName: string;
  /** The game the win came from. */
  gameName: string;
  /** The amount won, in major units; shown through `formatAmount`. */
  winAmount: number;
}
