import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inlinePadding, isRightOf } from '../../test/rtl';
import { VipLabel } from './VipLabel';

const meta = {
  title: 'Data display/VipLabel',
  component: VipLabel,
  args: { level: 5 },
  argTypes: { level: { control: { type: 'number', min: 0, max: 20 } } },
} satisfies Meta<typeof VipLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {Array.from({ length: 11 }, (_, level) => (
        <VipLabel key={level} {...args} level={level} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('VIP 4').closest('[data-tier]')).toHaveAttribute('data-tier', 'base');
    await expect(canvas.getByText('VIP 5').closest('[data-tier]')).toHaveAttribute('data-tier', 'high');
  },
};

export const LabelName: Story = {
  args: { level: 7, labelName: 'Diamond' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Diamond')).toBeVisible();
  },
};

export const CustomFormat: Story = {
  args: { level: 3, labelName: 'Silver', format: (level: number, name?: string) => `${name} · Lv.${level}` },
};

export const WithoutIcon: Story = {
  args: { level: 2, showIcon: false },
};

export const InHeader: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <strong>mai_tran88</strong>
      <VipLabel {...args} />
    </div>
  ),
};

/** Right to left: the crown leads on the right, and the tighter padding follows it there. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { level: 7, labelName: 'الماسي' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <strong>ماي_تران88</strong>
      <VipLabel {...args} data-testid="label" />
      <VipLabel level={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByTestId('label');
    const crown = label.querySelector('[data-part="crown"]')!;
    await expect(isRightOf(crown, within(label).getByText('الماسي'))).toBe(true);
    await expect(isRightOf(within(canvasElement).getByText('ماي_تران88'), label)).toBe(true);
    const padding = inlinePadding(label);
    await expect(padding.start).toBeLessThan(padding.end);
  },
};
