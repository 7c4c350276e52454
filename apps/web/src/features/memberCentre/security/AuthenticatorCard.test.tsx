import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SecurityMethods } from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import { memberLoaded } from '../../session/slice';
import { memberInfo } from '../../../test/fixtures';
import { AuthenticatorCard } from './AuthenticatorCard';

describe('Google verification in My account', { timeout: 30_000 }, () => {
  it('binds with the QR code and one code, then unbinds with a code', async () => {
    let state: SecurityMethods = { mobile: '91****001', email: null, authenticator: false, bankAccountName: false };
    const security = {
      getMethods: vi.fn(async () => state),
      bindAuthenticator: vi.fn(async () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Tessera:demo?secret=JBSWY3DPEHPK3PXP',
        qrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
      })),
      confirmAuthenticator: vi.fn(async (code: string) => {
        if (code !== '123456')
          throw new ApiError({ kind: 'business', code: 'INVALID_VERIFICATION_CODE', message: 'no' });
        state = { ...state, authenticator: true };
        return state;
      }),
      unbindAuthenticator: vi.fn(async () => {
        state = { ...state, authenticator: false };
        return state;
      }),
    };
    await renderContent(<AuthenticatorCard />, {
      path: '/index',
      platform: { security },
      prepare: (store) => store.dispatch(memberLoaded({ member: memberInfo() })),
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Google verification' });
    expect(await within(card).findByTestId('authenticator-status')).toHaveTextContent(/Bind an authenticator app/);
    await user.click(within(card).getByRole('button', { name: 'Bind authenticator' }));
    expect(
      await within(card).findByRole('img', { name: 'QR code to add Tessera to your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(card).getByTestId('authenticator-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const confirm = within(card).getByRole('form', { name: 'Confirm' });
    await user.type(within(confirm).getByRole('textbox', { name: 'Code from the app' }), '000000');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('The code is not right. Check the app and try again.')).toBeInTheDocument();
    await user.type(within(confirm).getByRole('textbox', { name: 'Code from the app' }), '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('The authenticator app is bound.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('authenticator-status')).toHaveTextContent(/is bound/));

    await user.click(within(card).getByRole('button', { name: 'Unbind' }));
    const unbind = within(card).getByRole('form', { name: 'Unbind' });
    await user.type(within(unbind).getByRole('textbox', { name: 'Code from the app' }), '654321');
    await user.click(within(unbind).getByRole('button', { name: 'Unbind' }));
    expect(await within(card).findByText('The authenticator app is unbound.')).toBeInTheDocument();
    expect(security.unbindAuthenticator).toHaveBeenCalledWith('654321');
  });
});
