import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Promotion } from '@tessera/api';
import PromoDetailPage from './PromoDetailPage';
import { renderContent } from '../test/renderContent';

const parlay: Promotion = {
  id: '5',
  title: 'Parlay boost',
  type: 'sports',
  labels: ['special'],
  imageUrl: '/static/banners/sports-parlay.svg',
  summary: 'Extra winnings on parlays.',
  content: '<h3>Terms</h3><ul><li>Boost at most 2,000.00 per parlay.</li></ul><img src=x onerror="alert(1)">',
  startsAt: '2024-06-21T00:00:00.000Z',
  endsAt: '2030-12-31T16:59:59.000Z',
};

const open = (path: string) =>
  renderContent(<PromoDetailPage />, { path, content: { getPromotions: vi.fn(async () => [parlay]) } });

describe('a promotion’s details', () => {
  it('shows the offer with its period and terms, sanitised', async () => {
    const { container } = await open('/promoDetail?id=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Parlay boost' })).toBeInTheDocument();
    expect(screen.getByText('Boost at most 2,000.00 per parlay.')).toBeVisible();
    expect(screen.getByText('Period').nextElementSibling).toHaveTextContent(/2024.*2030/);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Back to promotions/ })[0]).toHaveAttribute('href', '/promotions');
  });

  it('says clearly when the id is unknown or missing', async () => {
    await open('/promoDetail?id=404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Promotion not found');
  });
});
