import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountPill } from '../AmountPill';
import { isRightOf } from '../../test/rtl';
import { DescriptionItem, DescriptionList } from './DescriptionList';
import {
  DESCRIPTION_LIST_APPEARANCES,
  DESCRIPTION_LIST_DENSITIES,
  DESCRIPTION_LIST_LAYOUTS,
  DESCRIPTION_LIST_VALUE_SIZES,
} from './DescriptionList.types';

/**
 * Label and value pairs, composed from `DescriptionItem`s:
 *
 * ```tsx
 * <DescriptionList layout="tiles" appearance="sunken" tileWidth="10rem">
 *   <DescriptionItem label="Withdrawable">$60.00</DescriptionItem>
 *   <DescriptionItem label="Today">1 of 3</DescriptionItem>
 * </DescriptionList>
 * ```
 */
const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  args: { layout: 'inline', appearance: 'plain', density: 'regular', valueSize: 'md', tileWidth: '10rem' },
  argTypes: {
    layout: { control: 'inline-radio', options: DESCRIPTION_LIST_LAYOUTS },
    appearance: { control: 'inline-radio', options: DESCRIPTION_LIST_APPEARANCES },
    density: { control: 'inline-radio', options: DESCRIPTION_LIST_DENSITIES },
    valueSize: { control: 'inline-radio', options: DESCRIPTION_LIST_VALUE_SIZES },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <DescriptionList {...args}>
        <DescriptionItem label="Username">lucky_member_88</DescriptionItem>
        <DescriptionItem label="Mobile">+63 917 *** 4567</DescriptionItem>
        <DescriptionItem label="E-mail">l***8@example.com</DescriptionItem>
        <DescriptionItem label="Member since">2024-03-18</DescriptionItem>
      </DescriptionList>
    </div>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Names in a column beside their values. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByText('Username');
    await expect(term.tagName).toBe('DT');
    const value = canvas.getByText('lucky_member_88');
    await expect(value.tagName).toBe('DD');
    await expect(Math.abs(term.getBoundingClientRect().top - value.getBoundingClientRect().top)).toBeLessThan(2);
  },
};

/** Figures inside a card: tiles on a quiet background, as many to a line as fit. */
export const SunkenTiles: Story = {
  args: { layout: 'tiles', appearance: 'sunken' },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <DescriptionList {...args}>
        <DescriptionItem label="Withdrawable">$1,060.00</DescriptionItem>
        <DescriptionItem label="Limits">100.00 – 50,000.00</DescriptionItem>
        <DescriptionItem label="Today">1 of 3 withdrawals</DescriptionItem>
      </DescriptionList>
    </div>
  ),
};

/** Totals on the page: bordered tiles, compact, with a signed amount as a value. */
export const OutlinedCompact: Story = {
  args: { layout: 'tiles', appearance: 'outlined', density: 'compact', tileWidth: '8rem' },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <DescriptionList {...args}>
        <DescriptionItem label="Bets">128</DescriptionItem>
        <DescriptionItem label="Stake">12,400.00</DescriptionItem>
        <DescriptionItem label="Valid stake">11,950.00</DescriptionItem>
        <DescriptionItem label="Profit">
          <AmountPill value={-34_050} />
        </DescriptionItem>
      </DescriptionList>
    </div>
  ),
};

/** Headline figures; a loss is coloured and says so in its words. */
export const Headline: Story = {
  args: { layout: 'tiles', appearance: 'outlined', valueSize: 'xl', tileWidth: '9.5rem' },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <DescriptionList {...args}>
        <DescriptionItem label="Team members">1,204</DescriptionItem>
        <DescriptionItem label="Deposits">$84,210.00</DescriptionItem>
        <DescriptionItem label="Profit and loss" tone="danger">
          -$2,310.50
        </DescriptionItem>
      </DescriptionList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const loss = within(canvasElement).getByText('-$2,310.50');
    await expect(loss.parentElement).toHaveAttribute('data-tone', 'danger');
  },
};

/** A narrow panel: the tiles wrap rather than squeeze, and long values break. */
export const Narrow: Story = {
  args: { layout: 'tiles', appearance: 'sunken', density: 'compact', tileWidth: '7.5rem' },
  render: (args) => (
    <div style={{ width: 300 }}>
      <DescriptionList {...args}>
        <DescriptionItem label="Amount">1,000.00</DescriptionItem>
        <DescriptionItem label="Received">400.00</DescriptionItem>
        <DescriptionItem label="Remaining">600.00</DescriptionItem>
        <DescriptionItem label="Account">BANKACCOUNT0000123456789012</DescriptionItem>
      </DescriptionList>
    </div>
  ),
};

/** Right to left: the names sit on the right, their values to their left. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <DescriptionList {...args}>
        <DescriptionItem label="اسم المستخدم">lucky_member_88</DescriptionItem>
        <DescriptionItem label="الهاتف">+63 917 *** 4567</DescriptionItem>
      </DescriptionList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(isRightOf(canvas.getByText('اسم المستخدم'), canvas.getByText('lucky_member_88'))).toBe(true);
  },
};
