import { forwardRef, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { mergeRefs } from '../../utils/mergeRefs';
import { RevealToggle } from './PasswordField.styles';
import { Icon } from '../Icon';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Controlled reveal state: `true` shows the password as plain text. */
  revealed?: boolean;
  /** Initial reveal state when uncontrolled. @default false */
  defaultRevealed?: boolean;
  /** Called when the toggle asks to reveal or hide the password. */
  onRevealedChange?: (revealed: boolean) => void;
  /**
   * Accessible name of the reveal toggle. It stays the same in both states: the toggle is a
   * pressed/not-pressed button (`aria-pressed`), and a toggle's name must not change with its state.
   * @default 'Show password'
   */
  showPasswordLabel?: string;
  /**
   * `current-password` on sign-in, `new-password` on registration and password changes, so password
   * managers fill or suggest correctly.
   * @default 'current-password'
   */
  autoComplete?: string;
}

/**
 * A password input with a reveal toggle. The value, focus and caret survive a toggle; a pointer
 * press on the toggle leaves the focus in the input so typing can go on.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    revealed: revealedProp,
    defaultRevealed = false,
    onRevealedChange,
    showPasswordLabel = 'Show password',
    autoComplete = 'current-password',
    endAdornment,
    disabled,
    id: idProp,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? `password${autoId}`;
  const [own, setOwn] = useState(defaultRevealed);
  const revealed = revealedProp ?? own;
  const input = useRef<HTMLInputElement | null>(null);
  const selection = useRef<[number | null, number | null] | null>(null);
  const inputRef = useMemo(() => mergeRefs(ref, input), [ref]);

  // Changing `type` may reset the caret; put the saved selection back.
  useLayoutEffect(() => {
    const el = input.current;
    const saved = selection.current;
    selection.current = null;
    if (!el || !saved || document.activeElement !== el) return;
    const [start, end] = saved;
    if (start !== null && end !== null) el.setSelectionRange(start, end);
  }, [revealed]);

  const toggle = () => {
    const el = input.current;
    selection.current = el ? [el.selectionStart, el.selectionEnd] : null;
    setOwn(!revealed);
    onRevealedChange?.(!revealed);
  };

  return (
    <TextField
      ref={inputRef}
      id={id}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      endAdornment={
        <>
          {endAdornment}
          <RevealToggle
            type="button"
            aria-pressed={revealed}
            aria-label={showPasswordLabel}
            aria-controls={id}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggle}
          >
            <Icon name={revealed ? 'visibilityOff' : 'visibility'} size="fill" />
          </RevealToggle>
        </>
      }
      {...rest}
    />
  );
});
