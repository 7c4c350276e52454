import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, REFERRAL_CODES } from '@tessera/api';
import type { ReferralFriends, ReferralFriendsQuery } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import ReferralPage from './ReferralPage';

const friend = (n: number) => ({
  account: `fr****${String(n).padStart(2, '0')}`,
  registeredAt: `2024-07-01T0${n % 10}:30:00.000Z`,
});

async function open(
  getFriends: (query: ReferralFriendsQuery) => Promise<ReferralFriends>,
  getInfo = vi.fn(async () => ({ referralCode: 'RABC2345', friendCount: 12 })),
) {
  const friends = vi.fn(getFriends);
  const view = await renderContent(<ReferralPage />, {
    path: '/',
    platform: { referral: { getInfo, getFriends: friends } },
  });
  return { ...view, friends, getInfo };
}

const pageOf = (query: ReferralFriendsQuery): ReferralFriends => {
  const all = Array.from({ length: 12 }, (_, i) => friend(12 - i));
  const size = query.pageSize ?? 10;
  return {
    content: all.slice((query.pageNo - 1) * size, query.pageNo * size),
    totalPages: Math.ceil(all.length / size),
    totalElements: all.length,
  };
};

describe('invite friends', { timeout: 20_000 }, () => {
  it('shows the code, the invite link to the register page with it, its QR code, and copies the link with a polite word', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open(async (query) => pageOf(query));
    const invite = await screen.findByRole('region', { name: 'Your invite' });
    expect(within(invite).getByText('RABC2345')).toBeInTheDocument();
    expect(within(invite).getByText('12')).toBeInTheDocument();
    const link = `${window.location.origin}/register?referralCode=RABC2345`;
    expect(within(invite).getByLabelText('Invite link')).toHaveValue(link);
    const qr = within(invite).getByRole('img', { name: 'QR code of your invite link' });
    expect(qr).toHaveAttribute('src', '/static/qr/referral/RABC2345.svg');
    expect(qr).toHaveAttribute('loading', 'lazy');
    const status = within(invite).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    await waitFor(() => expect(status).toHaveTextContent('Invite link copied'));
  });

  it('says how to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    await open(async (query) => pageOf(query));
    const invite = await screen.findByRole('region', { name: 'Your invite' });
    await user.click(within(invite).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(invite).getByRole('status')).toHaveTextContent('The link could not be copied'));
    expect(within(invite).getByLabelText('Invite link')).toHaveFocus();
  });

  it('lists the friends masked with their registration time, 10 a page', async () => {
    const user = userEvent.setup();
    const { friends } = await open(async (query) => pageOf(query));
    const list = await screen.findByRole('region', { name: 'Friends who registered' });
    const table = await within(list).findByRole('table');
    expect(table.querySelector('caption')).toHaveTextContent('Friends who registered with your code: 12');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['fr****12', '2024-07-01 02:30:00']);
    expect(friends).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 });
    await user.click(within(list).getByRole('button', { name: /page 2/i }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
      ).toEqual(['fr****02', 'fr****01']),
    );
    expect(friends).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 });
  });

  it('says so when no friend registered yet, and why a list failed', async () => {
    await open(async () => ({ content: [], totalPages: 0, totalElements: 0 }));
    expect(await screen.findByText('No friends yet')).toBeInTheDocument();
  });

  it('explains a refused page in words', async () => {
    await open(async () => {
      throw new ApiError({ kind: 'business', code: REFERRAL_CODES.pageInvalid, message: 'bad page' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your friends could not be loaded');
    expect(alert).toHaveTextContent('That page of friends does not exist.');
  });
});
