export const DESCRIPTION_LIST_LAYOUTS = ['inline', 'tiles'] as const;
export type DescriptionListLayout = (typeof DESCRIPTION_LIST_LAYOUTS)[number];

export const DESCRIPTION_LIST_APPEARANCES = ['plain', 'sunken', 'outlined'] as const;
export type DescriptionListAppearance = (typeof DESCRIPTION_LIST_APPEARANCES)[number];

export const DESCRIPTION_LIST_DENSITIES = ['compact', 'regular'] as const;
export type DescriptionListDensity = (typeof DESCRIPTION_LIST_DENSITIES)[number];

export const DESCRIPTION_LIST_VALUE_SIZES = ['md', 'xl'] as const;
export type DescriptionListValueSize = (typeof DESCRIPTION_LIST_VALUE_SIZES)[number];

export const DESCRIPTION_ITEM_TONES = ['default', 'danger'] as const;
export type DescriptionItemTone = (typeof DESCRIPTION_ITEM_TONES)[number];
