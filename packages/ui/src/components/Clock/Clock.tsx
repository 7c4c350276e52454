import { forwardRef, useImperativeHandle, useRef, useState, type ReactNode, type TimeHTMLAttributes } from 'react';
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
 *
 * With the default format a tick renders nothing: it writes the new text into the date and time
 * parts and the `dateTime` attribute. The clock sits on every page, and an update through React
 * each second would start over any interruptible render in progress (a page being revealed), which
 * on a slow phone can keep that page from ever showing. A custom `format` renders through React.
 */
export const Clock = forwardRef<HTMLTimeElement, ClockProps>(function Clock(
  { now, paused = false, format, ...rest },
  ref,
) {
  const fixed = now !== undefined;
  const [rendered, setRendered] = useState(() => new Date());
  const timeRef = useRef<HTMLTimeElement>(null);
  const datePart = useRef<HTMLSpanElement>(null);
  const timePart = useRef<HTMLSpanElement>(null);
  useImperativeHandle(ref, () => timeRef.current as HTMLTimeElement);
  useSecondTicker(!fixed && !paused, (current) => {
    const [time, dateText, timeText] = [timeRef.current, datePart.current, timePart.current];
    if (format || !time || !dateText || !timeText) {
      setRendered(current);
      return;
    }
    // React keeps the text it last rendered and compares against that, so it leaves these alone
    // until it renders a different time itself (a fixed `now`, a custom format).
    time.dateTime = current.toISOString();
    dateText.textContent = formatDate(current);
    timeText.textContent = formatTime(current);
  });
  const date = fixed ? new Date(now) : rendered;
  return (
    <StyledTime
      ref={timeRef}
      dateTime={date.toISOString()}
      data-state={fixed || paused ? 'paused' : 'ticking'}
      {...rest}
    >
      {format ? (
        format(date)
      ) : (
        <>
          <DatePart ref={datePart}>{formatDate(date)}</DatePart> <TimePart ref={timePart}>{formatTime(date)}</TimePart>
        </>
      )}
    </StyledTime>
  );
});
