import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { SideNav } from './SideNav';
import type { SideNavItem } from './SideNav.types';

const ITEMS: SideNavItem[] = [
  { id: 'securityCenter', label: 'My account' },
  { id: 'transferFund', label: 'My wallet' },
  { id: 'rewardCenter', label: 'Reward centre', badge: 0 },
  { id: 'missionLeaderboard', label: 'Mission activity', badge: 3 },
  { id: 'messageV2', label: 'Platform information', badge: 240 },
];

function Harness({ onValueChange }: { onValueChange?: (id: string) => void }) {
  const [value, setValue] = useState('securityCenter');
  return (
    <SideNav
      label="Personal centre"
      items={ITEMS}
      value={value}
      onValueChange={(id) => {
        onValueChange?.(id);
        setValue(id);
      }}
    />
  );
}

describe('SideNav', () => {
  it('is a labelled navigation of buttons with the current entry marked', () => {
    renderWithTheme(<SideNav label="Personal centre" items={ITEMS} value="transferFund" />);
    const nav = screen.getByRole('navigation', { name: 'Personal centre' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons).toHaveLength(5);
    expect(within(nav).getByRole('button', { name: 'My wallet' })).toHaveAttribute('aria-current', 'page');
    expect(buttons.filter((b) => b.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('reports the chosen entry and moves the current marker', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Harness onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'My wallet' }));
    expect(onValueChange).toHaveBeenCalledWith('transferFund');
    expect(screen.getByRole('button', { name: 'My wallet' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'My account' })).not.toHaveAttribute('aria-current');
  });

  it('does not report the current entry again', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Harness onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('is keyboard operable', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Harness onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'My wallet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('transferFund');
  });

  it('shows a red count only above 0, caps it, and speaks it after the name', () => {
    renderWithTheme(<SideNav items={ITEMS} value="securityCenter" />);
    const reward = screen.getByRole('button', { name: 'Reward centre' });
    expect(reward.querySelector('[aria-hidden="true"]')).toBeNull();
    const mission = screen.getByRole('button', { name: 'Mission activity 3 new' });
    expect(within(mission).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    const messages = screen.getByRole('button', { name: 'Platform information 240 new' });
    expect(within(messages).getByText('99+')).toBeInTheDocument();
  });

  it.each([Number.NaN, -2, 0.4, Number.POSITIVE_INFINITY])('shows no badge for %s', (badge) => {
    renderWithTheme(<SideNav items={[{ id: 'a', label: 'Bonus details', badge }]} />);
    expect(screen.getByRole('button', { name: 'Bonus details' }).children).toHaveLength(1);
  });

  it('takes its strings and badge cap as props', () => {
    renderWithTheme(
      <SideNav items={ITEMS} badgeLabel={(n) => `${n} non lus`} badgeMax={9} onClose={() => {}} closeLabel="Fermer" />,
    );
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Platform information 240 non lus' })).toHaveTextContent('9+');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('shows a title and a close control only when asked', async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithTheme(<SideNav items={ITEMS} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    rerender(<SideNav items={ITEMS} title="Agent centre" onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Agent centre' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides icons from assistive technology', () => {
    renderWithTheme(<SideNav items={[{ id: 'a', label: 'Deposit', icon: <svg data-testid="icon" /> }]} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('exposes its layout and forwards its ref and native props', () => {
    const ref = createRef<HTMLElement>();
    renderWithTheme(<SideNav ref={ref} items={ITEMS} layout="horizontal" data-testid="nav" />);
    expect(ref.current).toBe(screen.getByTestId('nav'));
    expect(ref.current).toHaveAttribute('data-layout', 'horizontal');
  });
});
