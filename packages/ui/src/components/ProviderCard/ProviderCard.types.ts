import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export const PROVIDER_CARD_SIZES = ['sm', 'md'] as const;
export type ProviderCardSize = (typeof PROVIDER_CARD_SIZES)[number];

export interface ProviderCardProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect' | 'children'> {
  /** The provider's display name, shown under the logo; it names the control. */
  name: string;
  /** §3 `vassalage`: the provider code, passed back to `onSelect`. */
  code?: string;
  /** §3 `smallIcon`: the provider logo. */
  iconUrl?: string;
  /**
   * Shown once when the logo fails after every attempt.
   * @default undefined (a built-in provider icon, drawn inline)
   */
  fallbackImageUrl?: string;
  /**
   * §3 `isHot`: `1` or `true` shows the hot marker.
   * @default false
   */
  isHot?: boolean | number;
  /** Text of the hot marker (visually hidden in the small size, where only the flame shows). @default 'Hot' */
  hotLabel?: string;
  /** §3 `gameType`: the provider's category, exposed as `data-game-type` for styling and tests. */
  gameType?: string;
  /**
   * Marks the tile as the chosen provider (`aria-pressed`). Leave undefined where tiles are not
   * a choice (for example in the navigation menu).
   * @default undefined
   */
  selected?: boolean;
  /** Called when the tile is activated, with the provider code. */
  onSelect?: (code: string | undefined, event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * `md` for category pages; `sm` for the compact navigation menu.
   * @default 'md'
   */
  size?: ProviderCardSize;
  /** How many times the logo is tried before the fallback (§9: 3 attempts). @default 3 */
  imageAttempts?: number;
  /** Pause before each new attempt, in milliseconds. @default 500 */
  retryDelayMs?: number;
  /** Native image loading. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /**
   * Holds the logo's place without asking for it while true: for tiles of a scrolling strip that
   * are still far from its view (see `useStripReach`). The logo is requested once it turns false.
   * @default false
   */
  deferLogo?: boolean;
  /** The native button type, so a tile inside a form never submits it. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}
