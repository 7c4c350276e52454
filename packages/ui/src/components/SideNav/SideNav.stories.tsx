import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav, type SideNavProps } from './SideNav';
import { SIDE_NAV_LAYOUTS, type SideNavItem } from './SideNav.types';
import { sampleIcons as i } from './sampleIcons';

/** §2: the member centre's entries, with red counts on missions, messages and rewards. */
const MEMBER_CENTRE: SideNavItem[] = [
  { id: 'securityCenter', label: 'My account', icon: i.account },
  { id: 'transferFund', label: 'My wallet', icon: i.wallet },
  { id: 'depositv2', label: 'Deposit', icon: i.deposit },
  { id: 'withdraw', label: 'Withdraw', icon: i.withdraw },
  { id: 'transferUpline', label: 'Transfer to upline', icon: i.transfer },
  { id: 'personalHistoryCopy', label: 'Betting record', icon: i.betting },
  { id: 'transactionHistory', label: 'Account record', icon: i.account_record },
  { id: 'personalProfit', label: 'Personal loss', icon: i.loss },
  { id: 'bonusDetails', label: 'Bonus details', icon: i.bonus },
  { id: 'rewardCenter', label: 'Reward centre', icon: i.reward, badge: 2 },
  { id: 'referral', label: 'Invite friends', icon: i.invite },
  { id: 'missionLeaderboard', label: 'Mission activity', icon: i.mission, badge: 5 },
  { id: 'messageV2', label: 'Platform information', icon: i.message, badge: 128 },
];

/** §2: the agent centre's twelve pages. */
const AGENT_CENTRE: SideNavItem[] = [
  'Announcement',
  'Team overview',
  'Register account',
  'Downline management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Downline transactions',
  'Dividend',
  'Daily wages',
  'Hourly salary',
  'Real-time salary',
].map((label, index) => ({ id: `agent-${index}`, label }));

/** Holds the current entry, as the overlay panel would. */
function Stateful(props: SideNavProps) {
  const [value, setValue] = useState(props.value);
  useEffect(() => setValue(props.value), [props.value]);
  return (
    <SideNav
      {...props}
      value={value}
      onValueChange={(id) => {
        props.onValueChange?.(id);
        setValue(id);
      }}
    />
  );
}

const Panel = ({ children, width = 240 }: { children: ReactNode; width?: number }) => (
  <div style={{ width, height: 560, display: 'flex', flexDirection: 'column' }}>{children}</div>
);

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  args: {
    label: 'Personal centre',
    title: 'Personal centre',
    items: MEMBER_CENTRE,
    value: 'securityCenter',
    onValueChange: fn(),
    onClose: fn(),
    layout: 'vertical',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: SIDE_NAV_LAYOUTS },
    items: { control: false },
  },
  render: (args) => (
    <Panel>
      <Stateful {...args} />
    </Panel>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MemberCentre: Story = {
  args: { value: 'messageV2' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Personal centre' });
    const current = within(nav).getByRole('button', { name: 'Platform information 128 new' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByText('99+')).toBeVisible();
    // The list scrolls in a short panel, and the current entry is scrolled into view.
    const list = within(nav).getByRole('list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(current.getBoundingClientRect().bottom).toBeLessThanOrEqual(list.getBoundingClientRect().bottom + 1);
    await expect(within(nav).getByRole('button', { name: 'Mission activity 5 new' })).toBeVisible();
  },
};

export const AgentCentre: Story = {
  args: { label: 'Agent centre', title: 'Agent centre', items: AGENT_CENTRE, value: 'agent-1' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Agent centre' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(12);
    await expect(within(nav).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithoutHeader: Story = {
  args: { title: undefined, onClose: undefined, items: MEMBER_CENTRE.slice(0, 6), value: 'depositv2' },
};

/** On phones (`layout="auto"` below 40em, or `horizontal` anywhere) the entries form a strip. */
export const PhoneStrip: Story = {
  args: { layout: 'horizontal', value: 'transferFund' },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).flexDirection).toBe('row');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('depositv2');
    const deposit = canvas.getByRole('button', { name: 'Deposit' });
    await expect(deposit).toHaveAttribute('aria-current', 'page');
    // The chosen entry was partly cut off; it is scrolled fully into view.
    await expect(deposit.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};

export const ChoosingAnEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('withdraw');
    const withdraw = canvas.getByRole('button', { name: 'Withdraw' });
    await expect(withdraw).toHaveAttribute('aria-current', 'page');
    await userEvent.click(withdraw);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'My wallet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('transferFund');
  },
};

export const Closing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    label: 'المركز الشخصي',
    title: 'المركز الشخصي',
    closeLabel: 'إغلاق',
    badgeLabel: (count: number) => `${count} جديد`,
    items: [
      { id: 'securityCenter', label: 'حسابي', icon: i.account },
      { id: 'transferFund', label: 'محفظتي', icon: i.wallet },
      { id: 'depositv2', label: 'إيداع', icon: i.deposit },
      { id: 'withdraw', label: 'سحب', icon: i.withdraw },
      { id: 'rewardCenter', label: 'مركز المكافآت', icon: i.reward, badge: 2 },
      { id: 'messageV2', label: 'معلومات المنصة', icon: i.message, badge: 7 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('button', { name: 'حسابي' });
    const icon = current.querySelector('svg')!;
    // The icon leads at the inline start: on the right.
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      current.getBoundingClientRect().left + current.offsetWidth / 2,
    );
    await expect(canvas.getByRole('button', { name: 'معلومات المنصة 7 جديد' })).toBeVisible();
  },
};
