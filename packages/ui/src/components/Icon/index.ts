export { Icon, type IconProps } from './Icon';
export { ICONS, ICON_NAMES, FLAME_PATH, STAR_PATH, type IconName, type IconDefinition, type IconLayer } from './icons';
export { ICON_SIZES, type IconSize } from './Icon.types';
