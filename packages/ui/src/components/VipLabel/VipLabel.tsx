import { forwardRef, type HTMLAttributes } from 'react';
import { Root } from './VipLabel.styles';
import { Icon } from '../Icon';

export interface VipLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** §3 `clubLabel.rankLevel`: the member's VIP level. */
  level: number;
  /** §3 `clubLabel.labelName`: the club's own name for the level, when the server gives one. */
  labelName?: string;
  /**
   * Builds the text.
   * @default (level, labelName) => labelName || `VIP ${level}`
   */
  format?: (level: number, labelName?: string) => string;
  /**
   * Levels from this one up use the highlight colour.
   * @default 5
   */
  highlightFrom?: number;
  /** Shows the crown. @default true */
  showIcon?: boolean;
}

const defaultFormat = (level: number, labelName?: string) => labelName || `VIP ${level}`;

/** The member's VIP level chip (§2 header): a crown and 'VIP n'; high levels use the highlight colour. */
export const VipLabel = forwardRef<HTMLSpanElement, VipLabelProps>(function VipLabel(
  { level, labelName, format = defaultFormat, highlightFrom = 5, showIcon = true, ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-tier={level >= highlightFrom ? 'high' : 'base'} data-level={level} {...rest}>
      {showIcon && <Icon name="crown" size="sm" data-part="crown" />}
      {format(level, labelName)}
    </Root>
  );
});
