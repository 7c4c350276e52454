import { forwardRef, type ReactNode, type TimeHTMLAttributes } from 'react';
import { formatDate, formatTime } from '@tessera/format';
import { DatePart, StyledTime, TimePart } from './Clock.styles';
import { useSecondTicker } from './useSecondTicker';

export interface ClockProps extends Omit<TimeHTMLAttributes<HTMLTimeElement>, 'dateTime' | 'children'> {
  /** A fixed time to show (a `Date` or a millisecond timestamp). The clock does not tick then. */
  now?: Date | number;
  /**
   * Stops ticking and keeps showing the last time.
   * @default false
   */
  paused?: boolean;
  /**
   * Formats the shown time. The default shows `dd/mm/yyyy HH:mm:ss` in local time, 24-hour, zero padded.
   * @default formatDate and formatTime of @tessera/format (the date muted, the time emphasised)
   */
  format?: (date: Date) => ReactNode;
}

/**
 * The header clock: `dd/mm/yyyy HH:mm:ss`, updated on each full second. It is not a live region,
 * so assistive technology reads it when asked rather than every second.
 */
export const Clock = forwardRef<HTMLTimeElement, ClockProps>(function Clock(
  { now, paused = false, format, ...rest },
  ref,
) {
  const fixed = now !== undefined;
  const ticking = useSecondTicker(!fixed && !paused);
  const date = fixed ? new Date(now) : ticking;
  return (
    <StyledTime ref={ref} dateTime={date.toISOString()} data-state={fixed || paused ? 'paused' : 'ticking'} {...rest}>
      {format ? (
        format(date)
      ) : (
        <>
          <DatePart>{formatDate(date)}</DatePart> <TimePart>{formatTime(date)}</TimePart>
        </>
      )}
    </StyledTime>
  );
});
