import { forwardRef, type SVGProps } from 'react';
import { Svg } from './Icon.styles';
import type { IconSize } from './Icon.types';
import { ICONS, type IconDefinition, type IconName } from './icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  /** Which icon of the registry (`ICON_NAMES`). */
  name: IconName;
  /**
   * The square's size token (`size.icon`: xs 12, sm 14, md 16, lg 18, xl 20, 2xl 32); `fill` leaves
   * it to the surrounding CSS.
   * @default 'md'
   */
  size?: IconSize;
  /**
   * The accessible name. With one the icon is an image (`role="img"`); without one it is decorative
   * and hidden from assistive technology (the words beside it carry the meaning).
   */
  label?: string;
}

/** An icon of the registry, drawn in `currentColor` so it follows the text colour, theme and state. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ name, size = 'md', label, ...rest }, ref) {
  const icon: IconDefinition = ICONS[name];
  const grid = icon.grid ?? 24;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Svg
      ref={ref}
      viewBox={`0 0 ${grid} ${grid}`}
      focusable="false"
      data-icon={name}
      data-size={size}
      {...a11y}
      {...rest}
    >
      {icon.layers.map((layer, index) =>
        layer.stroke === undefined ? (
          <path key={index} d={layer.d} fill="currentColor" />
        ) : (
          <path
            key={index}
            d={layer.d}
            fill="none"
            stroke="currentColor"
            strokeWidth={layer.stroke}
            strokeLinecap={layer.cap ?? 'round'}
            strokeLinejoin={layer.join ?? 'round'}
          />
        ),
      )}
    </Svg>
  );
});
