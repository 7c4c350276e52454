import { forwardRef, memo, useId, useRef, useState, type HTMLAttributes } from 'react';
import { formatDecimal } from '@tessera/format';
import { useInterval } from '../../utils/useInterval';
import { Announcer, Currency, Label, Root, Value } from './JackpotCounter.styles';
import { jackpotCentsAt, toCents } from './jackpotValue';

export interface JackpotCounterProps extends HTMLAttributes<HTMLDivElement> {
  /** The starting amount, read when the counter mounts. @default derived from the time (see `jackpotCentsAt`) */
  startValue?: number;
  /** Added every tick (§9). Counted in whole cents, so the total never drifts. @default 165.11 */
  step?: number;
  /** Time between ticks (§9). @default 3000 */
  tickMs?: number;
  /** Stops the counting. @default false */
  paused?: boolean;
  /** The instant the time-derived start is computed for (ms or Date), e.g. a fixed one in stories. @default Date.now() */
  now?: number | Date;
  /** Formats the amount. @default formatDecimal of @tessera/format: 2 decimals with thousands separators, en-US */
  formatValue?: (value: number) => string;
  /** The visible caption, which also names the counter. @default 'Jackpot' */
  label?: string;
  /** A currency symbol shown before the amount, e.g. '₱'. */
  currency?: string;
  /**
   * How often the current amount is announced politely to assistive technology; `null` never.
   * The ticking number itself is not live, so it is not read out every tick.
   * @default 60000
   */
  announceEveryMs?: number | null;
}

const defaultFormatValue = (value: number) => formatDecimal(value);

/**
 * The RNG jackpot counter (§4): starts from a time-derived amount and adds `step` every `tickMs`
 * until it is paused or removed (its timer stops on unmount). Memoised: pass a stable
 * `formatValue`, and a parent's renders pass it by.
 */
export const JackpotCounter = memo(
  forwardRef<HTMLDivElement, JackpotCounterProps>(function JackpotCounter(
    {
      startValue,
      step = 165.11,
      tickMs = 3000,
      paused = false,
      now,
      formatValue = defaultFormatValue,
      label = 'Jackpot',
      currency,
      announceEveryMs = 60_000,
      ...rest
    },
    ref,
  ) {
    const stepCents = toCents(step);
    const [cents, setCents] = useState(() =>
      startValue !== undefined
        ? toCents(startValue)
        : jackpotCentsAt(now === undefined ? Date.now() : +now, stepCents, tickMs),
    );
    // The running total, also for an announcement due in the same instant as a tick.
    const latest = useRef(cents);
    const [announced, setAnnounced] = useState<number | null>(null);
    const labelId = useId();

    useInterval(
      () => {
        latest.current += stepCents;
        setCents(latest.current);
      },
      paused ? null : tickMs,
    );
    useInterval(() => setAnnounced(latest.current), paused || !announceEveryMs ? null : announceEveryMs);

    const text = formatValue(cents / 100);

    return (
      <Root ref={ref} role="group" aria-labelledby={labelId} data-state={paused ? 'paused' : 'running'} {...rest}>
        <Label id={labelId}>{label}</Label>
        <Value data-part="value" aria-live="off">
          {currency && <Currency>{currency}</Currency>}
          <span>{text}</span>
        </Value>
        <Announcer role="status" aria-live="polite">
          {announced === null ? '' : `${label} ${currency ?? ''}${formatValue(announced / 100)}`}
        </Announcer>
      </Root>
    );
  }),
);
JackpotCounter.displayName = 'JackpotCounter';
