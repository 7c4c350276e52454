import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Anchor, Badge, Count, Hidden } from './CountBadge.styles';

export interface CountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The count. Nothing is shown when it is 0 or less (§2: badges appear only above 0). */
  count: number;
  /**
   * Above this the badge reads `max+`.
   * @default 99
   */
  max?: number;
  /**
   * The text assistive technology reads, given the exact count.
   * @default (n) => `${n} unread`
   */
  label?: (count: number) => string;
  /**
   * An element to badge: the badge sits on its top-end corner (mirrored right to left). Without
   * children the badge stands alone, inline.
   */
  children?: ReactNode;
  /**
   * The shape of the badged child: `circular` (avatars, round icon buttons) pulls the badge in
   * onto the curve instead of the bounding box's corner.
   * @default 'rectangular'
   */
  overlap?: 'rectangular' | 'circular';
}

const defaultLabel = (n: number) => `${n} unread`;

/**
 * The red count badge (§2: member-centre entries with a count above 0). Shows `max+` beyond
 * `max`; the exact count is read out through `label`. When it badges a control, give the control
 * `aria-describedby` pointing at this badge's `id` so the count is heard with it.
 */
export const CountBadge = forwardRef<HTMLSpanElement, CountBadgeProps>(function CountBadge(
  { count, max = 99, label = defaultLabel, children, overlap = 'rectangular', ...rest },
  ref,
) {
  const shown = count > 0;
  const badge = shown ? (
    <Badge
      ref={ref}
      data-placement={children === undefined ? 'inline' : 'corner'}
      data-overlap={children === undefined ? undefined : overlap}
      data-count={count}
      {...rest}
    >
      <Count aria-hidden="true">{count > max ? `${max}+` : count}</Count>
      <Hidden>{label(count)}</Hidden>
    </Badge>
  ) : null;

  if (children === undefined) return badge;
  return (
    <Anchor data-part="count-badge-anchor">
      {children}
      {badge}
    </Anchor>
  );
});
