import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type RegisterPayload, type RegisterSettings } from '@tessera/api';
import { createI18n } from '@tessera/i18n';
import { App } from './App';
import type { Api } from '../core/api';
import { createStore } from '../test/store';
import { openStatus } from '../test/fixtures';

const settings: RegisterSettings = {
  usernameRules: [
    { field: 'username', required: true, patternId: '1', acceptedPattern: '*', minLength: 6, maxLength: 16 },
    { field: 'password', required: true, patternId: '5', acceptedPattern: '*', minLength: 6, maxLength: 20 },
    { field: 'confirmPassword', required: true, patternId: '5', acceptedPattern: '*', minLength: 6, maxLength: 20 },
    { field: 'email', required: false, patternId: '3', acceptedPattern: '*', minLength: 6, maxLength: 64 },
  ],
  mobileRules: [
    { field: 'mobileNum', required: true, patternId: '6', acceptedPattern: '*', minLength: 8, maxLength: 11 },
  ],
  countries: [{ countryCode: 'VN', countryDialingCode: '84' }],
  minimumAge: 18,
  termsUrl: '/static/terms.html',
};

const flags = (on: string[]) => [
  {
    modId: 'REGISTRATION',
    enabled: '1' as const,
    childrenNodes: on.map((modId) => ({ modId, enabled: '1' as const, childrenNodes: [] })),
  },
];

function fakeApi() {
  return {
    system: {
      getStatus: vi.fn(async () =>
        openStatus({ whitelabel: flags(['DIRECT_REGISTRATION', 'USERNAME_REGISTRATION', 'MOBILE_REGISTRATION']) }),
      ),
      getRegisterSettings: vi.fn(async () => settings),
    },
    auth: {
      register: vi.fn(async (_payload: RegisterPayload) => ({
        token: 't',
        firstTimeLogin: false,
        passwordExpired: false,
      })),
      getCaptcha: vi.fn(async () => ({ captchaId: 'c1', image: 'data:image/svg+xml,', expiresInSeconds: 120 })),
      getAffiliate: vi.fn(async (code: string) => ({ code, agentName: 'Demo Agent' })),
    },
    member: { getInfo: vi.fn() },
  };
}

const slow = { timeout: 8000 };
let user: ReturnType<typeof userEvent.setup>;

async function renderAt(api: ReturnType<typeof fakeApi>, path = '/register') {
  window.history.pushState({}, '', path);
  const i18n = await createI18n({ language: 'EN' });
  render(<App store={createStore(api as unknown as Api)} i18n={i18n} />);
  return screen.findByRole('dialog', { name: 'Register' }, slow);
}

/** Types a value in one go (a paste), as a person filling a field would end up with. */
async function fill(input: HTMLElement, value: string) {
  await user.click(input);
  if (value) await user.paste(value);
}

async function fillValid(form: HTMLElement, email: string) {
  await fill(within(form).getByLabelText('Username', { exact: false }), 'player01');
  await fill(within(form).getByLabelText(/^Password/), 'abc123');
  await fill(within(form).getByLabelText(/^Confirm password/), 'abc123');
  await fill(within(form).getByLabelText('E-mail'), email);
  await user.click(within(form).getByLabelText(/years of age or older/));
  await user.click(within(form).getByLabelText(/I agree to the/));
}

beforeEach(() => {
  user = userEvent.setup();
  sessionStorage.clear();
  localStorage.clear();
});

describe('RegisterModal', () => {
  it('says when its settings cannot be loaded, and Retry brings the form', async () => {
    const api = fakeApi();
    // The first answer is the start-up's (the country list); the screen's own load fails.
    api.system.getRegisterSettings
      .mockResolvedValueOnce(settings)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: 'x' }));
    const dialog = await renderAt(api);
    expect(await within(dialog).findByText('The registration form could not be loaded.', {}, slow)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('form', { name: 'Username' }, slow)).toBeInTheDocument();
  });

  it('keeps what was typed when switching between the tabs', async () => {
    const dialog = await renderAt(fakeApi());
    const form = await within(dialog).findByRole('form', { name: 'Username' }, slow);
    await fill(within(form).getByLabelText('Username', { exact: false }), 'player01');
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    await fill(
      within(await within(dialog).findByRole('form', { name: 'Mobile number' }, slow)).getByLabelText(/^Mobile number/),
      '912345678',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Username' }));
    expect(within(form).getByLabelText('Username', { exact: false })).toHaveValue('player01');
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    expect(within(dialog).getByRole('form', { name: 'Mobile number' }).querySelector('input[type="tel"]')).toHaveValue(
      '912345678',
    );
  });

  it('prefills the invitation code from the link and sends it', async () => {
    const api = fakeApi();
    const dialog = await renderAt(api, '/register?affiliateCode=TESSERA1');
    const form = await within(dialog).findByRole('form', { name: 'Username' }, slow);
    expect(within(form).getByLabelText('Invitation code')).toHaveValue('TESSERA1');
    expect(await within(form).findByText('Invited by Demo Agent', {}, slow)).toBeInTheDocument();
    await fillValid(form, '');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(api.auth.register).toHaveBeenCalled(), slow);
    expect(api.auth.register.mock.calls[0]![0]).toMatchObject({
      affiliateCode: 'TESSERA1',
      registerMethod: 'WEB',
      domain: window.location.host,
    });
  });

  it('fills the referrer from a friend’s invite link and sends what it holds as the referral code', async () => {
    const api = fakeApi();
    const dialog = await renderAt(api, '/register?referralCode=RDEMQ2MB');
    const form = await within(dialog).findByRole('form', { name: 'Username' }, slow);
    const referrer = within(form).getByLabelText('Referrer');
    expect(referrer).toHaveValue('RDEMQ2MB');
    await user.clear(referrer);
    await fill(referrer, ' RFRIEND7 ');
    await fillValid(form, '');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(api.auth.register).toHaveBeenCalled(), slow);
    expect(api.auth.register.mock.calls[0]![0]).toMatchObject({ referralCode: 'RFRIEND7', affiliateCode: '' });
  });

  it('shows no referrer field without a referral code in the link', async () => {
    const dialog = await renderAt(fakeApi(), '/register');
    const form = await within(dialog).findByRole('form', { name: 'Username' }, slow);
    expect(within(form).queryByLabelText('Referrer')).not.toBeInTheDocument();
  });

  it('puts a field the platform refused under that field and moves focus there', async () => {
    const api = fakeApi();
    api.auth.register.mockRejectedValueOnce(
      new ApiError({ kind: 'business', code: 'INVALID_FIELD', message: 'Invalid email', details: { field: 'email' } }),
    );
    const dialog = await renderAt(api);
    const form = await within(dialog).findByRole('form', { name: 'Username' }, slow);
    // The value passes the served rule; the platform still refuses it.
    await fillValid(form, 'a@b.cc');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    const email = within(form).getByLabelText('E-mail');
    await vi.waitFor(
      () => expect(email).toHaveAccessibleDescription('This entry was not accepted. Please check it and try again.'),
      slow,
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue('a@b.cc');
    expect(within(form).getByLabelText('Username', { exact: false })).toHaveValue('player01');
  });

  it('shows a refusal that names no field above the button', async () => {
    const api = fakeApi();
    api.auth.register.mockRejectedValueOnce(
      new ApiError({ kind: 'business', code: 'OPERATION_NOT_ALLOWED', message: 'no' }),
    );
    const dialog = await renderAt(api);
    const form = await within(dialog).findByRole('form', { name: 'Username' }, slow);
    await fillValid(form, '');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('alert', {}, slow)).toHaveTextContent(
      'Operation not allowed, please contact customer service.',
    );
  });
});
