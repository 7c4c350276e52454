import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button.types';
import { Announcer, Stack } from './CountdownButton.styles';

export interface CountdownButtonProps extends Omit<ButtonProps, 'children'> {
  /**
   * Seconds until a new code may be requested. The caller owns the timer (a saga, or
   * `useCountdown`); 0 means idle and clickable.
   * @default 0
   */
  remainingSeconds?: number;
  /**
   * The button's text, and its accessible name in every state.
   * @default 'Get code'
   */
  label?: string;
  /**
   * The visible text while counting (also given to assistive technology as the button's description).
   * @default (s) => `${s}s`
   */
  countingLabel?: (seconds: number) => string;
  /**
   * Read out politely once when the countdown ends (not every second).
   * @default 'You can request a new code now'
   */
  readyAnnouncement?: string;
  /**
   * The request is being sent: a spinner, busy, clicks ignored.
   * @default false
   */
  loading?: boolean;
  /**
   * Visual weight: it usually sits beside a field as a secondary action.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
}

const defaultCountingLabel = (seconds: number) => `${seconds}s`;

/**
 * The get-code button of the phone forms. While a countdown runs it stays focusable but disabled
 * (`aria-disabled`) and shows the seconds left; when it ends, that is announced once.
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  {
    remainingSeconds = 0,
    label = 'Get code',
    countingLabel = defaultCountingLabel,
    readyAnnouncement = 'You can request a new code now',
    disabled = false,
    variant = 'secondary',
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const countId = useId();
  const seconds = Math.max(0, Math.ceil(remainingSeconds));
  const counting = seconds > 0;
  const [announcement, setAnnouncement] = useState('');
  const wasCounting = useRef(counting);
  useEffect(() => {
    if (wasCounting.current && !counting) setAnnouncement(readyAnnouncement);
    if (counting) setAnnouncement('');
    wasCounting.current = counting;
  }, [counting, readyAnnouncement]);

  return (
    <>
      <Button
        ref={ref}
        variant={variant}
        disabled={disabled || counting}
        data-state={counting ? 'counting' : 'idle'}
        aria-describedby={[describedBy, counting ? countId : undefined].filter(Boolean).join(' ') || undefined}
        {...rest}
      >
        <Stack>
          <span data-part="idle-label" data-counting={counting ? '' : undefined}>
            {label}
          </span>
          {counting && (
            <span data-part="count" id={countId} aria-hidden="true">
              {countingLabel(seconds)}
            </span>
          )}
        </Stack>
      </Button>
      <Announcer aria-live="polite">{announcement}</Announcer>
    </>
  );
});
