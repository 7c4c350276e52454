/** The icon sizes, each a token under `size.icon`; `fill` leaves the size to the surrounding CSS. */
export const ICON_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', 'fill'] as const;
export type IconSize = (typeof ICON_SIZES)[number];
