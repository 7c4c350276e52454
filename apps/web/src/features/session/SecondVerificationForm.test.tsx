import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SecondVerification } from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../test/renderContent';
import { SecondVerificationForm, methodsOf } from './SecondVerificationForm';

const credentials = { username: 'demo_member', password: 'Demo1234' };

async function render(
  destinations: SecondVerification,
  login = vi.fn(async () => ({ token: 't', firstTimeLogin: false, passwordExpired: false })),
) {
  const platform = {
    auth: {
      login,
      getCaptcha: vi.fn(async () => ({ captchaId: 'c1', image: 'data:image/svg+xml;base64,', expiresInSeconds: 120 })),
    },
    member: {
      getInfo: vi.fn(async () => {
        throw new ApiError({ kind: 'http', code: 'NOT_LOGGED_IN', message: '' });
      }),
    },
  };
  const view = await renderContent(<SecondVerificationForm credentials={credentials} destinations={destinations} />, {
    path: '/login',
    platform: platform,
  });
  return { ...view, login, user: userEvent.setup() };
}

describe('second verification', { timeout: 30_000 }, () => {
  it('offers every method the member has, a sent code first', () => {
    expect(methodsOf({ mobile: '91****001', email: null, authenticator: true, bankAccountName: true })).toEqual([
      'code',
      'authenticator',
      'bankAccountName',
    ]);
    expect(methodsOf({ mobile: null, email: null, authenticator: true, bankAccountName: false })).toEqual([
      'authenticator',
    ]);
    expect(methodsOf({ mobile: null, email: 'd***@example.com' })).toEqual(['code']);
  });

  it('verifies with the authenticator app: a 6-digit code, sent with the same login', async () => {
    const { user, login } = await render({
      mobile: '91****001',
      email: null,
      authenticator: true,
      bankAccountName: true,
    });
    const methods = screen.getByRole('radiogroup', { name: 'Verify with' });
    expect(within(methods).getByRole('radio', { name: 'A code sent to you' })).toBeChecked();
    await user.click(within(methods).getByRole('radio', { name: 'Authenticator app' }));
    expect(within(methods).getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    const form = screen.getByRole('form', { name: 'Verify it’s you' });
    await user.type(within(form).getByRole('textbox', { name: 'Authenticator code' }), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByText('Please enter a valid verification code.')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Authenticator code' }));
    await user.type(within(form).getByRole('textbox', { name: 'Authenticator code' }), '287082');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({
        ...credentials,
        type: '',
        verificationMethod: 'authenticator',
        verificationCode: '287082',
      }),
    );
  });

  it('verifies with the bank account name when the member has no sent-code destination', async () => {
    const { user, login } = await render({ mobile: null, email: null, authenticator: false, bankAccountName: true });
    expect(screen.queryByRole('radiogroup', { name: 'Verify with' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Verify it’s you' });
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByText('Please enter the name on your bank account.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Name on your bank account' }), ' Nguyen Van An ');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({
        ...credentials,
        type: '',
        verificationMethod: 'bankAccountName',
        bankAccountName: 'Nguyen Van An',
      }),
    );
  });
});
