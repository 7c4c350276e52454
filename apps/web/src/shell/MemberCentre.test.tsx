import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@tessera/api';
import { renderContent } from '../test/renderContent';
import { MemberControls } from './MemberControls';
import { TrialNotice } from '../features/session/gate';
import { memberLoaded, signedOut } from '../features/session/slice';
import { memberInfo } from '../test/fixtures';
import { CentrePanelsHost } from './CentrePanelsHost';
import { selectMemberCentrePage } from '../features/memberCentre/selectors';
import { memberCentreOpened } from '../features/memberCentre/slice';

async function renderHeader(member: MemberInfo, unread = 0) {
  const view = await renderContent(
    <>
      <MemberControls />
      <CentrePanelsHost />
      <TrialNotice />
    </>,
    {
      path: '/index',
      platform: {
        member: {
          getBalance: vi.fn(async () => ({ sumBalance: 1_254_350, currency: 'USD' })),
          getUnreadCount: vi.fn(async () => ({ count: unread })),
        },
      },
      prepare: (store) => store.dispatch(memberLoaded({ member })),
    },
  );
  return { ...view, user: userEvent.setup() };
}

const openAccountMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Account menu/ }));
  return screen.findByRole('menu');
};

// The first test loads the panel's and the pages' modules for the first time.
describe('member centre', { timeout: 20_000 }, () => {
  it('opens from the account menu at my account, names the member, and closes back to the menu button', async () => {
    const { user } = await renderHeader(memberInfo({ account: 'alice', nickname: 'Alice' }));
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Member centre' }));

    const panel = await screen.findByRole('dialog', { name: 'Personal centre' });
    const nav = within(panel).getByRole('navigation', { name: 'Personal centre sections' });
    expect(within(nav).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(await within(panel).findByRole('heading', { level: 2, name: 'My account' })).toBeInTheDocument();
    expect(await within(panel).findByText('alice')).toBeInTheDocument();
    expect(within(panel).getByText('Member')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Account menu/ })).toHaveFocus());
  });

  it.each([
    ['Deposit', 'button'],
    ['Withdraw', 'button'],
    ['Betting record', 'menuitem'],
    ['Account record', 'menuitem'],
  ] as const)('opens at %s from the header', async (name, role) => {
    const { user } = await renderHeader(memberInfo());
    if (role === 'menuitem') await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name }));
    else await user.click(screen.getByRole('button', { name }));
    const panel = await screen.findByRole('dialog', { name: 'Personal centre' });
    expect(await within(panel).findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(within(within(panel).getByRole('navigation')).getByRole('button', { name })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('badges platform information with the unread count, and not when none is unread', async () => {
    const { user, unmount } = await renderHeader(memberInfo(), 3);
    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Member centre' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Personal centre' })).getByRole('navigation');
    expect(await within(nav).findByRole('button', { name: 'Platform information 3 new' })).toBeInTheDocument();
    expect(within(nav).getByText('3')).toBeVisible();
    unmount();

    const none = await renderHeader(memberInfo(), 0);
    none.store.dispatch(memberCentreOpened());
    const quiet = within(await screen.findByRole('dialog', { name: 'Personal centre' })).getByRole('navigation');
    await waitFor(() => expect(none.store.getState().api.queries['unreadCount(undefined)']?.status).toBe('fulfilled'));
    expect(within(quiet).getByRole('button', { name: 'Platform information' })).toBeInTheDocument();
  });

  it('moves between pages from its navigation', async () => {
    const { user, store } = await renderHeader(memberInfo());
    store.dispatch(memberCentreOpened());
    const panel = await screen.findByRole('dialog', { name: 'Personal centre' });
    await user.click(within(within(panel).getByRole('navigation')).getByRole('button', { name: 'My wallet' }));
    expect(await within(panel).findByRole('heading', { level: 2, name: 'My wallet' })).toBeInTheDocument();
    expect(selectMemberCentrePage(store.getState())).toBe('transferFund');
  });

  it('offers the agent centre to agents only', async () => {
    const member = await renderHeader(memberInfo({ type: 0 }));
    expect(
      within(await openAccountMenu(member.user)).queryByRole('menuitem', { name: 'Agent centre' }),
    ).not.toBeInTheDocument();
    member.unmount();

    const agent = await renderHeader(memberInfo({ type: 1 }));
    await agent.user.click(within(await openAccountMenu(agent.user)).getByRole('menuitem', { name: 'Agent centre' }));
    const panel = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(
      within(within(panel).getByRole('navigation')).getByRole('button', { name: 'Team overview' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('on a phone keeps deposit beside the balance and moves withdraw into the account menu', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 480px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const { user } = await renderHeader(memberInfo());
      expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
      await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Withdraw' }));
      const panel = await screen.findByRole('dialog', { name: 'Personal centre' });
      expect(await within(panel).findByRole('heading', { level: 2, name: 'Withdraw' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives a trial account the real-account notice instead of the cashier', async () => {
    const { user } = await renderHeader(memberInfo({ type: 4 }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(/not available to trial accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Personal centre' })).not.toBeInTheDocument();
  });

  it('gives a trial account no member-centre entry, and no way to open it', async () => {
    const { user, store } = await renderHeader(memberInfo({ type: 4 }));
    const menu = await openAccountMenu(user);
    for (const name of ['Member centre', 'Betting record', 'Account record'])
      expect(within(menu).queryByRole('menuitem', { name })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'VIP level' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    store.dispatch(memberCentreOpened('securityCenter'));
    store.dispatch(memberCentreOpened('withdraw'));
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.queryByRole('dialog', { name: 'Personal centre' })).not.toBeInTheDocument();
  });

  it('closes when the member signs out', async () => {
    const { store } = await renderHeader(memberInfo());
    store.dispatch(memberCentreOpened('withdraw'));
    expect(await screen.findByRole('dialog', { name: 'Personal centre' })).toBeInTheDocument();
    store.dispatch(signedOut());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Personal centre' })).not.toBeInTheDocument());
    expect(selectMemberCentrePage(store.getState())).toBeNull();
  });
});
