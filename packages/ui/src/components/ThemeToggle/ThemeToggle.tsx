import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import type { Mode } from '@tessera/tokens';
import { Icon, Label, Toggle } from './ThemeToggle.styles';

export interface ThemeToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  /** The current colour mode: pressed means dark. */
  mode: Mode;
  /** Called with the other mode when the button is pressed. */
  onModeChange?: (mode: Mode) => void;
  /** The constant accessible name; the pressed state says whether it is on. @default 'Dark theme' */
  label?: string;
  /** `sm` is the 32px control height, `md` the 40px one. @default 'md' */
  size?: 'sm' | 'md';
  /** The native button type, so the toggle never submits a form. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * The light/dark switch: a toggle button (`aria-pressed`) with a constant name, showing a sun in
 * light mode and a moon in dark mode. The icons turn over when the mode changes (not under
 * reduced motion).
 */
export const ThemeToggle = forwardRef<HTMLButtonElement, ThemeToggleProps>(function ThemeToggle(
  { mode, onModeChange, label = 'Dark theme', size = 'md', type = 'button', onClick, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) onModeChange?.(mode === 'dark' ? 'light' : 'dark');
  };
  return (
    <Toggle
      ref={ref}
      type={type}
      aria-pressed={mode === 'dark'}
      data-mode={mode}
      data-size={size}
      onClick={handleClick}
      {...rest}
    >
      <Icon data-icon="sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4L6 18M18 6l1.4-1.4" />
        </g>
      </Icon>
      <Icon data-icon="moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
      </Icon>
      <Label>{label}</Label>
    </Toggle>
  );
});
