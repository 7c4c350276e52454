import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { TextField } from '../TextField/TextField';
import { Form, FormActions, FormMessage, FormRow } from './Form';

describe('Form', () => {
  it('is a form that leaves validation to the fields (noValidate) and submits on Enter', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const ref = createRef<HTMLFormElement>();
    renderWithTheme(
      <Form ref={ref} aria-label="Log in" onSubmit={onSubmit}>
        <FormRow>
          <TextField label="Username" required />
          <TextField label="Nickname" />
        </FormRow>
        <FormActions>
          <Button type="submit">Log in</Button>
        </FormActions>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(form).toBe(ref.current);
    expect(form).toHaveAttribute('novalidate');
    // A required field left empty does not stop the submit: the app's validation decides.
    await userEvent.type(screen.getByLabelText('Nickname'), 'Ace{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('native validation can be turned back on', () => {
    renderWithTheme(<Form aria-label="f" noValidate={false} />);
    expect(screen.getByRole('form')).not.toHaveAttribute('novalidate');
  });

  it('actions carry their alignment', () => {
    renderWithTheme(<FormActions align="stretch" data-testid="actions" />);
    expect(screen.getByTestId('actions')).toHaveAttribute('data-align', 'stretch');
  });
});

describe('FormMessage', () => {
  it('a danger message is an alert; success is a polite status', () => {
    renderWithTheme(
      <>
        <FormMessage tone="danger" title="Login failed">
          Username or password is incorrect.
        </FormMessage>
        <FormMessage tone="success">Password changed.</FormMessage>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Login failedUsername or password is incorrect.');
    expect(screen.getByRole('status')).toHaveTextContent('Password changed.');
  });

  it('renders nothing without a message', () => {
    renderWithTheme(<FormMessage tone="danger" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
