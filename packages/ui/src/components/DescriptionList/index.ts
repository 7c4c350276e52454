export {
  DescriptionList,
  DescriptionItem,
  type DescriptionListProps,
  type DescriptionItemProps,
  type DescriptionValueProps,
} from './DescriptionList';
export {
  DESCRIPTION_LIST_LAYOUTS,
  DESCRIPTION_LIST_APPEARANCES,
  DESCRIPTION_LIST_DENSITIES,
  DESCRIPTION_LIST_VALUE_SIZES,
  DESCRIPTION_ITEM_TONES,
  type DescriptionListLayout,
  type DescriptionListAppearance,
  type DescriptionListDensity,
  type DescriptionListValueSize,
  type DescriptionItemTone,
} from './DescriptionList.types';
