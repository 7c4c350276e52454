import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderContent } from '../test/renderContent';
import { SideBar } from './SideBar';
import { RAIL_FOLDED_QUERY } from './SideBar.styles';

const rank = [{ bannerId: 'r1', url: '/static/banners/rank.svg', title: 'Top 20' }];

/** A window as wide as a phone (the rail folded) or a desktop. */
function windowAs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === RAIL_FOLDED_QUERY ? phone : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the side bar’s rankings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a desktop, links each ranking whose banner group has a banner', async () => {
    windowAs(false);
    const getBanners = vi.fn(async (group: string) => (group === 'w_deposit20' ? rank : []));
    await renderContent(<SideBar />, { path: '/index', content: { getBanners } as never });
    expect(await screen.findByRole('link', { name: 'Top 20 depositors' })).toHaveAttribute('href', '/deposit-rank');
    expect(getBanners.mock.calls.map(([group]) => group).sort()).toEqual(['w_bet20', 'w_deposit20']);
    expect(screen.queryByRole('link', { name: 'Top 20 bettors' })).toBeNull();
  });

  it('on a phone, where the folded rail hides those links, asks for neither group', async () => {
    windowAs(true);
    const getBanners = vi.fn(async () => rank);
    await renderContent(<SideBar />, { path: '/index', content: { getBanners } as never });
    expect(await screen.findByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getBanners).not.toHaveBeenCalled();
  });
});
