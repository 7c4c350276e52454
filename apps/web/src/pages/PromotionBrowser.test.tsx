import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Promotion } from '@tessera/api';
import PromotionsPage from './PromotionsPage';
import { renderContent } from '../test/renderContent';

const promotion = (
  id: string,
  title: string,
  type: Promotion['type'],
  labels: Promotion['labels'] = [],
): Promotion => ({
  id,
  title,
  type,
  labels,
  imageUrl: `/static/banners/${id}.svg`,
  summary: `${title} in short`,
  content: '<p>Terms</p>',
  startsAt: '2024-01-01T00:00:00.000Z',
  endsAt: null,
});

const running = [
  promotion('1', 'Welcome bonus', 'newbie', ['newbie']),
  promotion('2', 'Slots rebate', 'rebate', ['daily', 'highRebate']),
  promotion('3', 'Parlay boost', 'sports', ['special']),
  promotion('4', 'Second rebate', 'rebate'),
];

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

async function open(path = '/promotions', promotions = running) {
  const getPromotions = vi.fn(async () => promotions);
  await renderContent(<PromotionsPage />, { path, content: { getPromotions } });
  await screen.findByRole('tablist', { name: 'Promotion types' });
  return { getPromotions };
}

describe('the promotions page', () => {
  it('offers all, then only the types that have promotions, in the order of §9', async () => {
    await open();
    const tabs = within(screen.getByRole('tablist'))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Sports', 'Rebate', 'New members']);
    expect(cardTitles()).toEqual(['Welcome bonus', 'Slots rebate', 'Parlay boost', 'Second rebate']);
  });

  it('filters by the chosen type and keeps it in the address', async () => {
    const { getPromotions } = await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Rebate' }));
    expect(cardTitles()).toEqual(['Slots rebate', 'Second rebate']);
    expect(screen.getByTestId('address')).toHaveTextContent('/promotions?type=rebate');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(cardTitles()).toHaveLength(4);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/promotions$/);
    // Filtering happens here: one read serves every tab.
    expect(getPromotions).toHaveBeenCalledTimes(1);
  });

  it('opens on the type named in the address', async () => {
    await open('/promotions?type=sports');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['Parlay boost']);
  });

  it('falls back to all for a type that has none', async () => {
    await open('/promotions?type=fish');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toHaveLength(4);
  });

  it('shows labels and links each card to its details', async () => {
    await open();
    const card = screen.getByRole('heading', { name: 'Slots rebate' }).closest('article')!;
    expect(within(card).getByRole('list', { name: 'Labels' })).toHaveTextContent(/Daily.*High rebate/);
    expect(within(card).getByRole('link', { name: 'Slots rebate' })).toHaveAttribute('href', '/promoDetail?id=2');
  });

  it('says so when the read fails, and a retry recovers', async () => {
    const getPromotions = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(running);
    await renderContent(<PromotionsPage />, { path: '/promotions', content: { getPromotions } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tablist', { name: 'Promotion types' })).toBeInTheDocument();
  });
});
