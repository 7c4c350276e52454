import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuProps,
} from './DropdownMenu';

const icon = (children: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

const icons = {
  member: icon(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>,
  ),
  vip: icon(<path d="M3 8l4 3 5-6 5 6 4-3-2 11H5z" />),
  agent: icon(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M2 20c1-3.5 3.8-5.5 7-5.5s6 2 7 5.5M16 14.5c2.5 0 4.5 1.5 5.5 4.5" />
    </>,
  ),
  betting: icon(
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>,
  ),
  account: icon(
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 12h6M9 16h6" />
    </>,
  ),
  signOut: icon(<path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />),
  chevron: icon(<path d="M6 9l6 6 6-6" />),
};

/** Chosen items are reported here; each interaction story clears it first. */
const onItemSelect = fn();

const Avatar = () => (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
    <circle cx="14" cy="14" r="14" fill="var(--ts-color-accent-highlight)" />
    <circle cx="14" cy="11" r="5" fill="var(--ts-color-accent-on-highlight)" opacity="0.85" />
    <path d="M5 24c2-4.5 5.5-6.5 9-6.5s7 2 9 6.5" fill="var(--ts-color-accent-on-highlight)" opacity="0.85" />
  </svg>
);

interface HeaderMenuProps extends DropdownMenuProps {
  agent?: boolean;
  labels?: Partial<
    Record<'trigger' | 'vipLabel' | 'member' | 'vip' | 'agent' | 'betting' | 'account' | 'signOut', string>
  >;
}

/** §2: the logged-in header's drop menu. Agent centre is for agents only; sign out is destructive. */
function HeaderMenu({ agent = true, labels = {}, ...rootProps }: HeaderMenuProps) {
  const l = {
    trigger: 'Player88',
    vipLabel: 'VIP 3 · Gold',
    member: 'Member centre',
    vip: 'VIP level',
    agent: 'Agent centre',
    betting: 'Betting record',
    account: 'Account record',
    signOut: 'Sign out',
    ...labels,
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', paddingInlineEnd: 8 }}>
      <DropdownMenu {...rootProps}>
        <DropdownMenuTrigger>
          <Avatar />
          {l.trigger}
          <span style={{ display: 'inline-flex', width: 16, height: 16 }}>{icons.chevron}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{l.vipLabel}</DropdownMenuLabel>
          <DropdownMenuItem icon={icons.member} onSelect={() => onItemSelect('memberCentre')}>
            {l.member}
          </DropdownMenuItem>
          <DropdownMenuItem icon={icons.vip} onSelect={() => onItemSelect('vip')}>
            {l.vip}
          </DropdownMenuItem>
          {agent && (
            <DropdownMenuItem icon={icons.agent} onSelect={() => onItemSelect('agentCentre')}>
              {l.agent}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem icon={icons.betting} onSelect={() => onItemSelect('bettingRecord')}>
            {l.betting}
          </DropdownMenuItem>
          <DropdownMenuItem icon={icons.account} onSelect={() => onItemSelect('accountRecord')}>
            {l.account}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={icons.signOut} tone="danger" onSelect={() => onItemSelect('signOut')}>
            {l.signOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn(), modal: false },
  render: (args) => <HeaderMenu {...args} />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const HeaderMenuOpen: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Player88' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'Member centre',
      'VIP level',
      'Agent centre',
      'Betting record',
      'Account record',
      'Sign out',
    ]);
  },
};

export const MemberWithoutAgentCentre: Story = {
  args: { defaultOpen: true },
  render: (args) => <HeaderMenu {...args} agent={false} />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Agent centre' })).toBeNull();
  },
};

export const ChoosingWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    onItemSelect.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Player88' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Member centre' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Agent centre' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onItemSelect).toHaveBeenCalledWith('agentCentre');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ChoosingWithThePointer: Story = {
  play: async ({ canvasElement }) => {
    onItemSelect.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Player88' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Betting record' }));
    await expect(onItemSelect).toHaveBeenCalledWith('bettingRecord');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    onItemSelect.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Player88' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(onItemSelect).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    onItemSelect.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Player88' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(onItemSelect).not.toHaveBeenCalled();
  },
};

/** Sign out is highlighted in the danger colour before it is chosen. */
export const SignOutHighlighted: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Player88' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    const signOut = screen.getByRole('menuitem', { name: 'Sign out' });
    await expect(signOut).toHaveFocus();
    await expect(signOut).toHaveAttribute('data-highlighted');
    await expect(signOut).toHaveAttribute('data-tone', 'danger');
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { defaultOpen: true },
  render: (args) => (
    <HeaderMenu
      {...args}
      labels={{
        trigger: 'لاعب88',
        vipLabel: 'VIP 3 · ذهبي',
        member: 'مركز الأعضاء',
        vip: 'مستوى VIP',
        agent: 'مركز الوكيل',
        betting: 'سجل الرهانات',
        account: 'سجل الحساب',
        signOut: 'تسجيل الخروج',
      }}
    />
  ),
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
    const item = within(menu).getByRole('menuitem', { name: 'مركز الأعضاء' });
    const svg = item.querySelector('svg')!;
    // The icon leads at the inline start: on the right.
    await expect(svg.getBoundingClientRect().left).toBeGreaterThan(
      item.getBoundingClientRect().left + item.offsetWidth / 2,
    );
    // Aligned to the trigger's inline end: its left edge in right-to-left.
    const trigger = screen.getByRole('button', { name: 'لاعب88' });
    await expect(Math.abs(menu.getBoundingClientRect().left - trigger.getBoundingClientRect().left)).toBeLessThan(2);
  },
};
