import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Label, Spinner, StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.types';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual weight: one primary action per area.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner, announces busy, and ignores clicks while keeping focus on the button
   * (so a keyboard user does not lose their place during a submit).
   * @default false
   */
  loading?: boolean;
  /**
   * Stretches to the container's width.
   * @default false
   */
  fullWidth?: boolean;
  /** Text for assistive technology while loading. @default 'Loading' */
  loadingLabel?: string;
  /**
   * Ignores presses but stays focusable (`aria-disabled`, not the native attribute), so keyboard
   * and screen-reader users can still find it.
   * @default false
   */
  disabled?: boolean;
  /** The native type: a button submits its form only when asked to. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
}

/**
 * The action button. Disabled and loading buttons stay focusable (`aria-disabled`) and swallow
 * clicks, so a form cannot be submitted twice.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    loadingLabel = 'Loading',
    disabled = false,
    startIcon,
    endIcon,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      onClick={handleClick}
      {...rest}
    >
      <Label data-part="label">
        {startIcon}
        {children}
        {endIcon}
      </Label>
      {loading && <Spinner role="status" aria-label={loadingLabel} />}
    </StyledButton>
  );
});
