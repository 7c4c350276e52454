import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider, createI18n } from '@tessera/i18n';
import type { MemberInfo, SettingNode } from '@tessera/api';
import type { Api } from '../../core/api';
import { createStore } from '../../test/store';
import { memberInfo, openStatus } from '../../test/fixtures';
import { statusLoaded } from '../system/slice';
import { LoginRequiredGate, TrialNotice, useRequireAccount } from './gate';
import { memberLoaded } from './slice';

const member = (type: number): MemberInfo =>
  memberInfo({ account: 'someone', nickname: 'Someone', userName: 'someone', type });

function Deposit({ onRun }: { onRun: () => void }) {
  const requireAccount = useRequireAccount();
  return <button onClick={() => requireAccount(onRun)}>Deposit</button>;
}

async function setup(who: MemberInfo | null, path = '/index', whitelabel = openStatus().whitelabel) {
  const store = createStore({} as Api);
  store.dispatch(statusLoaded(openStatus({ whitelabel })));
  if (who) store.dispatch(memberLoaded({ member: who }));
  const onRun = vi.fn();
  const i18n = await createI18n({ language: 'EN' });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<LoginRequiredGate />}>
              <Route path="/login" element={<h1>Login screen</h1>} />
              <Route path="/helpmc" element={<h1>Help</h1>} />
              <Route path="*" element={<Deposit onRun={onRun} />} />
            </Route>
          </Routes>
          <TrialNotice />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { onRun };
}

const loginRequired: SettingNode[] = [
  {
    modId: 'LOGIN',
    enabled: '1',
    childrenNodes: [{ modId: 'LOGIN_REQUIRED_FOR_HOME', enabled: '1', childrenNodes: [] }],
  },
];

describe('the login gate (§5)', () => {
  it('runs the action for a member', async () => {
    const { onRun } = await setup(member(0));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onRun).toHaveBeenCalledOnce();
  });

  it('sends a visitor to /login instead', async () => {
    const { onRun } = await setup(null);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(onRun).not.toHaveBeenCalled();
  });

  it('blocks a trial account with the in_need_true_account notice, and focus returns after it', async () => {
    const { onRun } = await setup(member(4));
    const deposit = screen.getByRole('button', { name: 'Deposit' });
    await userEvent.click(deposit);
    // The dialog's code arrives on first use.
    const notice = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent(
      'This feature is not available to trial accounts. Please register a real account.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onRun).not.toHaveBeenCalled();
    expect(deposit).toHaveFocus();
  });
});

describe('login required for home (§2)', () => {
  it('sends a visitor from any other page to /login', async () => {
    await setup(null, '/vip', loginRequired);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('leaves the open paths open', async () => {
    await setup(null, '/helpmc', loginRequired);
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });

  it('lets a member through', async () => {
    await setup(member(0), '/vip', loginRequired);
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('does nothing when the setting is off', async () => {
    await setup(null, '/vip');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });
});
