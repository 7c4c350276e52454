import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isRightOf } from '../../test/rtl';
import { BalanceChip, type BalanceChipProps } from './BalanceChip';

/**
 * Holds `hidden` and `refreshing` as the header would. A refresh stays pending (no timers, so
 * the screenshot is stable): the caller ends it when the balance call returns.
 */
function Stateful(props: BalanceChipProps) {
  const [hidden, setHidden] = useState(props.hidden ?? false);
  const [refreshing, setRefreshing] = useState(props.refreshing ?? false);
  useEffect(() => setHidden(props.hidden ?? false), [props.hidden]);
  useEffect(() => setRefreshing(props.refreshing ?? false), [props.refreshing]);
  return (
    <BalanceChip
      {...props}
      hidden={hidden}
      refreshing={refreshing}
      onHiddenChange={(next) => {
        props.onHiddenChange?.(next);
        setHidden(next);
      }}
      onRefresh={() => {
        props.onRefresh?.();
        setRefreshing(true);
      }}
    />
  );
}

const meta = {
  title: 'Account/BalanceChip',
  component: BalanceChip,
  args: {
    amount: '12,345.67',
    currencySymbol: '₱',
    refreshing: false,
    hidden: false,
    onRefresh: fn(),
    onHiddenChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BalanceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Balance' })).not.toHaveTextContent('12,345.67');
    const refresh = canvas.getByRole('button', { name: 'Refresh balance' });
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Balance' });
    await expect(group).toHaveTextContent('***');
    await expect(canvasElement.innerHTML).not.toContain('12,345.67');
    await expect(within(group).getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const HiddenWhileRefreshing: Story = {
  args: { hidden: true, refreshing: true },
};

export const AmountOnly: Story = {
  args: { onRefresh: undefined, onHiddenChange: undefined },
  render: (args) => <BalanceChip {...args} />,
};

export const LargeAmount: Story = {
  args: { amount: '1,234,567,890.00', currencySymbol: '₫' },
};

export const ZeroBalance: Story = {
  args: { amount: '0.00', currencySymbol: '$' },
};

export const TogglingVisibility: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Hide balance' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onHiddenChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.innerHTML).not.toContain('12,345.67');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('group')).toHaveTextContent('12,345.67');
  },
};

export const RefreshingAfterClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await expect(refresh).toHaveFocus();
    await expect(canvasElement.querySelector('[data-part="placeholder"]')).not.toBeNull();
    // Pressing again while the balance call is pending does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    amount: '12,345.67',
    currencySymbol: 'د.إ',
    label: 'الرصيد',
    refreshLabel: 'تحديث الرصيد',
    hideLabel: 'إخفاء الرصيد',
    showLabel: 'إظهار الرصيد',
  },
  play: async ({ canvasElement }) => {
    // The amount keeps its left-to-right order: the symbol on the left of the digits, as in Arabic
    // money (`12,345.67 د.إ` is read with the symbol last); the chip itself runs right to left.
    const amount = canvasElement.querySelector('[data-part="amount"]')!;
    const symbol = within(canvasElement).getByText('د.إ');
    const digits = document.createRange();
    digits.selectNodeContents(amount.lastChild!);
    await expect(symbol.getBoundingClientRect().right).toBeLessThanOrEqual(digits.getBoundingClientRect().left);
    const refresh = within(canvasElement).getByRole('button', { name: 'تحديث الرصيد' });
    await expect(isRightOf(amount, refresh)).toBe(true);
  },
};
