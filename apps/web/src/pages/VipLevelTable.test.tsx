import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VipLevel } from '@tessera/api';
import { memberInfo } from '../test/fixtures';
import VipPage from './VipPage';
import { memberLoaded } from '../features/session/slice';
import { renderContent } from '../test/renderContent';

const level = (rankLevel: number): VipLevel => ({
  rankLevel,
  labelName: `VIP${rankLevel}`,
  depositRequirement: rankLevel * 1_000_00,
  betRequirement: rankLevel * 5_000_00,
  upgradeBonus: rankLevel * 18_00,
  monthlyBonus: 0,
  birthdayBonus: 0,
  rebateRate: 40 + rankLevel * 5,
  dailyWithdrawLimit: 20_000_00,
  dailyWithdrawCount: 3,
});

const member = memberInfo({ clubLabel: { labelName: 'VIP2', rankLevel: 2 } });

async function open(signedIn: boolean) {
  const view = await renderContent(<VipPage />, {
    path: '/vip',
    content: { getVipLevels: vi.fn(async () => [0, 1, 2, 3].map(level)) },
  });
  if (signedIn) act(() => void view.store.dispatch(memberLoaded({ member })));
  return screen.findByRole('table', { name: /VIP levels/ });
}

describe('the VIP levels', () => {
  it('show each level’s requirements and rebate, amounts formatted', async () => {
    const table = await open(false);
    const vip3 = within(table).getByRole('row', { name: /VIP3/ });
    expect(vip3).toHaveTextContent(/^VIP33,000\.0015,000\.000\.55%54\.00/);
    expect(table.querySelector('[aria-current]')).toBeNull();
  });

  it('mark the member’s own level', async () => {
    const table = await open(true);
    const mine = within(table).getByRole('row', { name: /VIP2/ });
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('Your level');
    expect(table.querySelectorAll('[aria-current]')).toHaveLength(1);
  });
});
