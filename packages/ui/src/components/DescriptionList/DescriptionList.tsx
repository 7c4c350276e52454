import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { List, TILE_WIDTH_VAR } from './DescriptionList.styles';
import type {
  DescriptionItemTone,
  DescriptionListAppearance,
  DescriptionListDensity,
  DescriptionListLayout,
  DescriptionListValueSize,
} from './DescriptionList.types';

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /**
   * `inline`: the names in a column beside their values (an account's details). `tiles`: each
   * name over its value, as many to a line as fit (figures, totals).
   * @default 'inline'
   */
  layout?: DescriptionListLayout;
  /**
   * The tiles' look: `plain` (no box), `sunken` (on a quiet background, inside a card) or
   * `outlined` (bordered, on the page). Only for `tiles`.
   * @default 'plain'
   */
  appearance?: DescriptionListAppearance;
  /** The space between and inside tiles. @default 'regular' */
  density?: DescriptionListDensity;
  /** The narrowest a tile gets before the tiles wrap (a CSS length). @default '10rem' */
  tileWidth?: string;
  /** `xl` for headline figures (a balance, a team's totals). @default 'md' */
  valueSize?: DescriptionListValueSize;
  /** The `DescriptionItem`s. */
  children?: ReactNode;
}

/** Label and value pairs (`<dl>`): details, figures, totals. Compose with `DescriptionItem`. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { layout = 'inline', appearance = 'plain', density = 'regular', tileWidth, valueSize = 'md', style, ...rest },
  ref,
) {
  const tiles = layout === 'tiles';
  return (
    <List
      ref={ref}
      data-layout={layout}
      data-appearance={tiles ? appearance : undefined}
      data-density={density}
      data-value-size={valueSize}
      style={tiles && tileWidth ? ({ ...style, [TILE_WIDTH_VAR]: tileWidth } as CSSProperties) : style}
      {...rest}
    />
  );
});

/** Attributes for the value's `<dd>`, `data-*` ones included. */
export type DescriptionValueProps = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | undefined };

export interface DescriptionItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The name (`<dt>`). */
  label: ReactNode;
  /** The value (`<dd>`). */
  children: ReactNode;
  /** `danger` colours the value (a loss); the words must say it too. @default 'default' */
  tone?: DescriptionItemTone;
  /** Attributes for the value's `<dd>` (an id, a test id). */
  valueProps?: DescriptionValueProps;
}

/** One name and its value in a `DescriptionList`. */
export const DescriptionItem = forwardRef<HTMLDivElement, DescriptionItemProps>(function DescriptionItem(
  { label, children, tone = 'default', valueProps, ...rest },
  ref,
) {
  return (
    <div ref={ref} data-tone={tone === 'default' ? undefined : tone} {...rest}>
      <dt>{label}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
});
