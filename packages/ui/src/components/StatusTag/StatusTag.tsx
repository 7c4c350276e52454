import { forwardRef, type HTMLAttributes } from 'react';
import { Tag } from './StatusTag.styles';
import type { StatusTagTone } from './StatusTag.types';

export interface StatusTagProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * The background's meaning. The text always names the state too, so colour is never the only
   * signal.
   * @default 'neutral'
   */
  tone?: StatusTagTone;
}

/** The state of a record in a pill: an order's progress, a message's reply, a claim's outcome. */
export const StatusTag = forwardRef<HTMLSpanElement, StatusTagProps>(function StatusTag(
  { tone = 'neutral', ...rest },
  ref,
) {
  return <Tag ref={ref} data-tone={tone} {...rest} />;
});
