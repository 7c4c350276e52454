import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then shows it; the toggle reports its state', async () => {
    renderWithTheme(<PasswordField label="Password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // A toggle keeps its name; the pressed state carries the meaning.
    expect(toggle).toHaveAccessibleName('Show password');
    expect(input).toHaveValue('s3cret');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps focus and caret in the input when toggled with the pointer, so typing goes on', async () => {
    renderWithTheme(<PasswordField label="Password" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    await userEvent.type(input, 'abcd');
    input.setSelectionRange(2, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('X');
    expect(input).toHaveValue('abXcd');
  });

  it('is keyboard operable: Tab reaches the toggle, Space toggles', async () => {
    renderWithTheme(<PasswordField label="Password" />);
    await userEvent.tab();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('passes autoComplete through, current-password by default', () => {
    renderWithTheme(
      <>
        <PasswordField label="Password" />
        <PasswordField label="New password" autoComplete="new-password" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('can be controlled, and takes a translated toggle label', async () => {
    const onRevealedChange = vi.fn();
    function Harness() {
      const [revealed, setRevealed] = useState(true);
      return (
        <PasswordField
          label="Mật khẩu"
          showPasswordLabel="Hiện mật khẩu"
          revealed={revealed}
          onRevealedChange={(next) => {
            onRevealedChange(next);
            setRevealed(next);
          }}
        />
      );
    }
    renderWithTheme(<Harness />);
    expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(onRevealedChange).toHaveBeenCalledWith(false);
    expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'password');
  });

  it('forwards its ref to the input and shows errors like a text field', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<PasswordField ref={ref} label="Password" error="Username and password required" />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    expect(ref.current).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toHaveAccessibleDescription('Username and password required');
  });

  it('disabled: the toggle is disabled too', () => {
    renderWithTheme(<PasswordField label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
