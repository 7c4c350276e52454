import type { ReactNode } from 'react';

/** One entry of the navigation. */
export interface SideNavItem {
  /** Identifies the entry; it is the value reported when the entry is chosen. */
  id: string;
  /** The visible name. */
  label: string;
  /** An icon before the label (decorative: hidden from assistive technology). */
  icon?: ReactNode;
  /** A count shown as a small red badge when above 0 (unread messages, rewards to claim). */
  badge?: number;
}

export const SIDE_NAV_LAYOUTS = ['auto', 'vertical', 'horizontal'] as const;
/** `auto` is vertical, and a horizontal scrolling strip on phones. */
export type SideNavLayout = (typeof SIDE_NAV_LAYOUTS)[number];
