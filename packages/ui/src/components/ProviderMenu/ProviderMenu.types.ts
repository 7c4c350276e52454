import type { HTMLAttributes } from 'react';

/** One provider of a category (§3 game provider card). */
export interface ProviderMenuItem {
  /** §3 `vassalage`: the provider code. */
  code: string;
  /** Display name. */
  name: string;
  /** §3 `smallIcon`. */
  iconUrl?: string;
  /** §3 `isHot`: `1` or `true` shows the hot marker. */
  isHot?: boolean | number;
  /** §3 `gameType`. */
  gameType?: string;
}

export interface ProviderMenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect' | 'children'> {
  /** The category's providers, in display order. */
  providers: readonly ProviderMenuItem[];
  /** §9: at most this many provider icons; beyond it a More button appears. @default 15 */
  maxItems?: number;
  /**
   * §9: scroll arrows appear when there are more providers than this; it is also how many tiles
   * the strip shows at most before it scrolls.
   * @default 9
   */
  arrowsAbove?: number;
  /** Called with the provider whose tile was activated (click, Enter, Space). */
  onSelect?: (provider: ProviderMenuItem) => void;
  /** Called by the More button (shown only when there are more than `maxItems` providers). */
  onMore?: () => void;
  /** Accessible name of the menu. @default 'Game providers' */
  label?: string;
  /** Text of the More button. @default 'More' */
  moreLabel?: string;
  /** Accessible label of the backward scroll arrow. @default 'Previous providers' */
  previousLabel?: string;
  /** Accessible label of the forward scroll arrow. @default 'Next providers' */
  nextLabel?: string;
  /** Text of the hot marker (announced with the provider's name). @default 'Hot' */
  hotLabel?: string;
  /** Native loading of the provider icons. @default 'lazy' */
  loading?: 'lazy' | 'eager';
}
