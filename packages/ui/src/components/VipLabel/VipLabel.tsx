import { forwardRef, type HTMLAttributes } from 'react';
import { Root } from './VipLabel.styles';

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

const Crown = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-part="crown">
    <path fill="currentColor" d="M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19.3 18H4.7L3 8.5ZM5 19.5h14V21H5v-1.5Z" />
  </svg>
);

/** The member's VIP level chip (§2 header): a crown and 'VIP n'; high levels use the highlight colour. */
export const VipLabel = forwardRef<HTMLSpanElement, VipLabelProps>(function VipLabel(
  { level, labelName, format = defaultFormat, highlightFrom = 5, showIcon = true, ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-tier={level >= highlightFrom ? 'high' : 'base'} data-level={level} {...rest}>
      {showIcon && <Crown />}
      {format(level, labelName)}
    </Root>
  );
});
