import { forwardRef, type HTMLAttributes } from 'react';
import { useReducedMotion } from '../../utils/useReducedMotion';
import { Amount, Hidden, IconButton, Masked, Placeholder, Root, CurrencySymbol } from './BalanceChip.styles';
import { Icon } from '../Icon';

export interface BalanceChipProps extends HTMLAttributes<HTMLDivElement> {
  /** The balance, already formatted by the caller (e.g. '12,345.67'). */
  amount: string;
  /** The currency symbol shown before the amount (e.g. '₱'). @default '' */
  currencySymbol?: string;
  /**
   * While true the amount is replaced by a placeholder, the refresh icon spins (not under reduced
   * motion) and the refresh button ignores presses.
   * @default false
   */
  refreshing?: boolean;
  /** Called when the member asks for a fresh balance. Without it, no refresh button is shown. */
  onRefresh?: () => void;
  /** Shows '***' instead of the amount; the amount is then not in the page at all. @default false */
  hidden?: boolean;
  /** Called with the requested hidden state. Without it, no show/hide toggle is shown. */
  onHiddenChange?: (hidden: boolean) => void;
  /** Accessible name of the whole chip. @default 'Balance' */
  label?: string;
  /** Accessible name of the refresh button. @default 'Refresh balance' */
  refreshLabel?: string;
  /** Accessible name of the show/hide toggle (pressed while the balance is hidden). @default 'Hide balance' */
  hideLabel?: string;
  /** Tooltip of the toggle while the balance is hidden. @default 'Show balance' */
  showLabel?: string;
  /** Spoken in place of '***' while hidden. @default 'Balance hidden' */
  hiddenAmountLabel?: string;
  /** Spoken in place of the amount while refreshing. @default 'Updating balance' */
  refreshingLabel?: string;
}

/**
 * The header's balance (§2): currency symbol and amount in tabular figures, a refresh button
 * (placeholder while refreshing) and a show/hide toggle (hidden shows ***).
 *
 * The toggle keeps one name ('Hide balance') and reports its state with `aria-pressed`, so a
 * screen reader hears "Hide balance, pressed" rather than a name that flips with the state.
 */
export const BalanceChip = forwardRef<HTMLDivElement, BalanceChipProps>(function BalanceChip(
  {
    amount,
    currencySymbol = '',
    refreshing = false,
    onRefresh,
    hidden = false,
    onHiddenChange,
    label = 'Balance',
    refreshLabel = 'Refresh balance',
    hideLabel = 'Hide balance',
    showLabel = 'Show balance',
    hiddenAmountLabel = 'Balance hidden',
    refreshingLabel = 'Updating balance',
    ...rest
  },
  ref,
) {
  const reducedMotion = useReducedMotion();
  let value;
  if (hidden) {
    value = (
      <>
        <Masked aria-hidden="true">***</Masked>
        <Hidden>{hiddenAmountLabel}</Hidden>
      </>
    );
  } else if (refreshing) {
    value = (
      <>
        <Placeholder aria-hidden="true" data-part="placeholder" />
        <Hidden>{refreshingLabel}</Hidden>
      </>
    );
  } else {
    value = amount;
  }

  return (
    <Root ref={ref} role="group" aria-label={label} data-refreshing={refreshing || undefined} {...rest}>
      <Amount aria-busy={refreshing || undefined} data-part="amount">
        {currencySymbol && <CurrencySymbol>{currencySymbol}</CurrencySymbol>}
        {value}
      </Amount>
      {onRefresh && (
        <IconButton
          type="button"
          aria-label={refreshLabel}
          title={refreshLabel}
          aria-disabled={refreshing || undefined}
          data-part="refresh"
          data-spinning={(refreshing && !reducedMotion) || undefined}
          onClick={() => {
            if (!refreshing) onRefresh();
          }}
        >
          <Icon name="refresh" />
        </IconButton>
      )}
      {onHiddenChange && (
        <IconButton
          type="button"
          aria-label={hideLabel}
          title={hidden ? showLabel : hideLabel}
          aria-pressed={hidden}
          data-part="toggle"
          onClick={() => onHiddenChange(!hidden)}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} />
        </IconButton>
      )}
    </Root>
  );
});
