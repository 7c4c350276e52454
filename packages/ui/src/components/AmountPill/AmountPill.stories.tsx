import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountPill } from './AmountPill';
import { AMOUNT_PILL_TONES } from './AmountPill.types';

/**
 * An amount in a pill. `value` is in integer minor units and the pill formats it (two decimals,
 * thousands separators). `signed` (the default) colours a win green with a "+" and a loss red, so
 * the sign carries the meaning without the colour.
 */
const meta = {
  title: 'Data display/AmountPill',
  component: AmountPill,
  args: { value: 125_050, tone: 'signed', currencySymbol: '' },
  argTypes: {
    value: { control: { type: 'number', step: 1 } },
    tone: { control: 'inline-radio', options: AMOUNT_PILL_TONES },
  },
} satisfies Meta<typeof AmountPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Profit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+1,250.50')).toHaveAttribute('data-sign', 'up');
  },
};

export const Loss: Story = {
  args: { value: -30_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-300.00')).toHaveAttribute('data-sign', 'down');
  },
};

export const Even: Story = { args: { value: 0 } };

export const WithCurrency: Story = { args: { value: -1_234_567_89, currencySymbol: '₱' } };

export const Neutral: Story = { args: { value: 9_876_500, tone: 'neutral', currencySymbol: '$' } };

/** In a column of figures the digits line up (tabular figures). */
export const InAColumn: Story = {
  render: () => (
    <div style={{ display: 'grid', justifyItems: 'end', gap: 'var(--ts-space-2)', width: 200 }}>
      {[125_050, -30_000, 0, 1_111_11, -7].map((value) => (
        <AmountPill key={value} value={value} />
      ))}
    </div>
  ),
};

/** Right to left: the pill keeps the figure's own order ("+12.50" reads left to right). */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { value: 1_250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+12.50')).toBeVisible();
  },
};
