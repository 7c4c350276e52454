import { createRef, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { GlobalStyle, ThemeProvider } from '../../theme';

/** `rerender` replaces the whole tree: wrap it the way `renderWithTheme` did. */
const themed = (ui: ReactElement) => (
  <ThemeProvider>
    <GlobalStyle />
    {ui}
  </ThemeProvider>
);
import { TextField } from './TextField';

describe('TextField', () => {
  it('is found by its visible label, and required is announced, not just drawn', () => {
    renderWithTheme(<TextField label="Username" name="username" required />);
    const input = screen.getByLabelText('Username');
    expect(input.tagName).toBe('INPUT');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'text');
    // The asterisk is decoration: the accessible name stays clean.
    expect(screen.getByRole('textbox', { name: 'Username' })).toBe(input);
  });

  it('a visually hidden label still names the input', () => {
    renderWithTheme(<TextField label="Search games" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search games' })).toBeInTheDocument();
  });

  it('describes the input by its hint, and by its error when one is given', () => {
    const { rerender } = renderWithTheme(<TextField label="Mobile number" hint="Digits only" />);
    const input = screen.getByLabelText('Mobile number');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Digits only');

    rerender(themed(<TextField label="Mobile number" hint="Digits only" error="Enter a valid phone number" />));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Digits only Enter a valid phone number');
    expect(screen.getByText('Enter a valid phone number')).toBeVisible();
  });

  it('puts a later error inside a polite live region that was there before it', () => {
    const { rerender } = renderWithTheme(<TextField label="Email" />);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(themed(<TextField label="Email" error="Wrong format for email" />));
    expect(region).toHaveTextContent('Wrong format for email');
  });

  it('keeps the caller’s own aria-describedby', () => {
    renderWithTheme(
      <>
        <p id="rules">6 to 12 letters and digits</p>
        <TextField label="Username" aria-describedby="rules" error="Input cannot be empty" />
      </>,
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      '6 to 12 letters and digits Input cannot be empty',
    );
  });

  it('works with formik-style field props: name, value, onChange, onBlur', async () => {
    const onBlur = vi.fn();
    const seen: string[] = [];
    function Harness() {
      const [values, setValues] = useState({ username: '' });
      return (
        <TextField
          label="Username"
          name="username"
          value={values.username}
          onChange={(e) => {
            seen.push(e.target.name);
            setValues({ ...values, [e.target.name]: e.target.value });
          }}
          onBlur={onBlur}
        />
      );
    }
    renderWithTheme(<Harness />);
    await userEvent.type(screen.getByLabelText('Username'), 'player1');
    await userEvent.tab();
    expect(screen.getByLabelText('Username')).toHaveValue('player1');
    expect(new Set(seen)).toEqual(new Set(['username']));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the input and passes native props through', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <TextField
        ref={ref}
        label="Amount"
        inputMode="decimal"
        maxLength={12}
        placeholder="0.00"
        autoComplete="off"
        data-testid="amount"
      />,
    );
    expect(ref.current).toBe(screen.getByTestId('amount'));
    expect(ref.current).toHaveAttribute('inputmode', 'decimal');
    expect(ref.current).toHaveAttribute('maxlength', '12');
    expect(ref.current).toHaveAttribute('placeholder', '0.00');
  });

  it('disabled and read-only inputs cannot be edited', async () => {
    renderWithTheme(
      <>
        <TextField label="Account" defaultValue="member01" readOnly />
        <TextField label="Referral code" defaultValue="X7" disabled />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Account'), 'zz');
    await userEvent.type(screen.getByLabelText('Referral code'), 'zz');
    expect(screen.getByLabelText('Account')).toHaveValue('member01');
    expect(screen.getByLabelText('Referral code')).toBeDisabled();
    expect(screen.getByLabelText('Referral code')).toHaveValue('X7');
  });

  it('renders adornments inside the field; a button there is usable', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <TextField
        label="Verification code"
        startAdornment="+63"
        endAdornment={
          <button type="button" onClick={onClick}>
            Get code
          </button>
        }
      />,
    );
    expect(screen.getByText('+63')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleName('Verification code');
  });

  it('uses the id it is given to link the label', () => {
    renderWithTheme(<TextField id="login-user" label="Username" />);
    expect(screen.getByLabelText('Username')).toHaveAttribute('id', 'login-user');
  });
});
