import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PasswordField } from '../PasswordField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Form, FormActions } from './Form';

interface Values {
  username: string;
  password: string;
  bank: string;
  terms: boolean;
}

const BANKS = [
  { value: 'bdo', label: 'BDO Unibank' },
  { value: 'metrobank', label: 'Metrobank' },
];

/**
 * The form controls wired to formik exactly as the app does: `getFieldProps` for the value and
 * handlers, `touched && errors` for the message, `isSubmitting` for the disabled state.
 */
function BindBankForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const formik = useFormik<Values>({
    initialValues: { username: '', password: '', bank: '', terms: false },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      if (!values.username) errors.username = 'Enter your username';
      if (values.password.length < 6) errors.password = 'At least 6 characters';
      if (!values.bank) errors.bank = 'Choose a bank';
      if (!values.terms) errors.terms = 'Agree to the terms';
      return errors;
    },
    onSubmit,
  });
  const error = (name: keyof Values) => (formik.touched[name] ? formik.errors[name] : undefined);
  const busy = formik.isSubmitting;
  return (
    <Form aria-label="Bind a bank account" onSubmit={formik.handleSubmit}>
      <TextField label="Username" disabled={busy} {...formik.getFieldProps('username')} error={error('username')} />
      <PasswordField label="Password" disabled={busy} {...formik.getFieldProps('password')} error={error('password')} />
      <Select
        label="Bank"
        placeholder="Choose a bank"
        options={BANKS}
        disabled={busy}
        {...formik.getFieldProps('bank')}
        error={error('bank')}
      />
      <Checkbox
        label="I agree to the terms"
        disabled={busy}
        {...formik.getFieldProps({ name: 'terms', type: 'checkbox' })}
        error={error('terms')}
      />
      <FormActions>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </FormActions>
    </Form>
  );
}

const field = {
  username: () => screen.getByRole('textbox', { name: 'Username' }),
  password: () => screen.getByLabelText('Password'),
  bank: () => screen.getByRole('combobox', { name: 'Bank' }),
  terms: () => screen.getByRole('checkbox', { name: 'I agree to the terms' }),
};

describe('form controls with formik', () => {
  it('a submit with nothing filled in shows each field’s error, marks it invalid and describes it', async () => {
    const onSubmit = vi.fn(async (_values: Values) => {});
    renderWithTheme(<BindBankForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.username()).toHaveAccessibleDescription('Enter your username'));
    expect(field.password()).toHaveAccessibleDescription('At least 6 characters');
    expect(field.bank()).toHaveAccessibleDescription('Choose a bank');
    expect(field.terms()).toHaveAccessibleDescription('Agree to the terms');
    for (const control of [field.username(), field.password(), field.bank(), field.terms()])
      expect(control).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an error shows once its field is left (formik’s touched comes from onBlur)', async () => {
    renderWithTheme(<BindBankForm onSubmit={async () => {}} />);
    await userEvent.click(field.username());
    expect(field.username()).not.toBeInvalid();
    await userEvent.tab();
    await waitFor(() => expect(field.username()).toHaveAccessibleDescription('Enter your username'));
    expect(field.password()).not.toBeInvalid();
  });

  it('typing, choosing and ticking fill formik’s values; Enter submits them', async () => {
    const onSubmit = vi.fn(async (_values: Values) => {});
    renderWithTheme(<BindBankForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(field.username(), 'lucky_star88');
    await userEvent.selectOptions(field.bank(), 'metrobank');
    await userEvent.click(field.terms());
    await userEvent.type(field.password(), 's3cret!{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      username: 'lucky_star88',
      password: 's3cret!',
      bank: 'metrobank',
      terms: true,
    });
    expect(field.username()).not.toBeInvalid();
    expect(field.terms()).not.toBeInvalid();
  });

  it('while formik is submitting the fields are disabled and the button is busy; afterwards they are usable again', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<BindBankForm onSubmit={onSubmit} />);
    await userEvent.type(field.username(), 'lucky_star88');
    await userEvent.type(field.password(), 's3cret!');
    await userEvent.selectOptions(field.bank(), 'bdo');
    await userEvent.click(field.terms());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.username()).toBeDisabled());
    expect(field.password()).toBeDisabled();
    expect(field.bank()).toBeDisabled();
    expect(field.terms()).toBeDisabled();
    expect(screen.getByRole('button', { name: /save/i })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(field.username()).toBeEnabled());
    expect(field.username()).toHaveValue('lucky_star88');
  });
});
