import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Banner, BannerGroup, RankEntry } from '@tessera/api';
import RankPage from './RankPage';
import { renderContent } from '../test/renderContent';

const banner = (groupName: BannerGroup): Banner => ({
  bannerId: groupName,
  groupName,
  url: '/static/banners/x.svg',
  title: 'Top 20',
  linkageType: null,
  linkageTarget: null,
});
const entries: RankEntry[] = Array.from({ length: 25 }, (_, i) => ({
  rank: i + 1,
  customerName: `me***${i + 1}`,
  amount: 100_000_00 - i * 1_000_00,
}));

function open(path: string, groups: BannerGroup[]) {
  const getBanners = vi.fn(async (group?: string) =>
    groups.includes(group as BannerGroup) ? [banner(group as BannerGroup)] : [],
  );
  const getTopRank = vi.fn(async () => entries);
  return { getBanners, getTopRank, view: renderContent(<RankPage />, { path, content: { getBanners, getTopRank } }) };
}

describe('the top-20 pages', () => {
  it('show the 20 highest, with masked names and formatted amounts, when the group exists', async () => {
    const { getBanners, getTopRank, view } = open('/deposit-rank', ['w_deposit20']);
    await view;
    const table = await screen.findByRole('table', { name: 'The 20 members with the highest total deposits' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent(/^1me\*\*\*1100,000\.00$/);
    expect(getBanners).toHaveBeenCalledWith('w_deposit20');
    expect(getTopRank).toHaveBeenCalledWith('DEPOSIT');
  });

  it('say the ranking is not available when its banner group is missing, without asking for it', async () => {
    const { getBanners, getTopRank, view } = open('/bet-rank', ['w_deposit20']);
    await view;
    expect(await screen.findByText('This ranking is not available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(getBanners).toHaveBeenCalledWith('w_bet20');
    expect(getTopRank).not.toHaveBeenCalled();
  });
});
