import type { HTMLAttributes, MouseEvent } from 'react';

export interface GameCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The game's display name; it names the launch control. */
  name: string;
  /** The provider's display name, shown under the game name. */
  provider?: string;
  /** The game artwork (square). Without one the fallback is shown. */
  imageUrl?: string;
  /**
   * Shown once when the artwork fails after every attempt.
   * @default undefined (the built-in game icon of §8, drawn inline)
   */
  fallbackImageUrl?: string;
  /** Passed back to the callbacks, so one stable handler can serve a whole grid. */
  gameId?: string;
  /**
   * §3 `isHot`: `1` or `true` shows the hot marker.
   * @default false
   */
  isHot?: boolean | number;
  /** Text of the hot marker. @default 'Hot' */
  hotLabel?: string;
  /**
   * Whether the game is in the member's favourites.
   * @default false
   */
  favourite?: boolean;
  /**
   * Called with the new favourite state. The star toggle is shown only when this is given; it is
   * a separate control, so toggling never launches the game.
   */
  onToggleFavourite?: (favourite: boolean, gameId?: string) => void;
  /** Label of the star while the game is not a favourite. @default 'Add to favourites' */
  addFavouriteLabel?: string;
  /** Label of the star while the game is a favourite. @default 'Remove from favourites' */
  removeFavouriteLabel?: string;
  /** Called when the card is activated (click, Enter, Space). */
  onLaunch?: (event: MouseEvent<HTMLElement>, gameId?: string) => void;
  /** When given, the card is a link to this address instead of a button. */
  href?: string;
  /**
   * Greys the artwork and shows the maintenance badge. The card still calls `onLaunch`, so the
   * app can explain and suggest other games (§8).
   * @default false
   */
  maintenance?: boolean;
  /** Text of the maintenance badge. @default 'Maintenance' */
  maintenanceLabel?: string;
  /** How many times the artwork is tried before the fallback (§9: 3 attempts). @default 3 */
  imageAttempts?: number;
  /** Pause before each new attempt, in milliseconds. @default 500 */
  retryDelayMs?: number;
  /**
   * Native image loading. Use `'eager'` for the first row above the fold.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
  /**
   * Asks for the artwork only once the frame that first shows the card has been painted (its
   * square holds the place meanwhile): for cards that replace others in a grid already on screen,
   * so a search's results are drawn before any of their artwork is requested or decoded.
   * @default false
   */
  deferArtwork?: boolean;
}
