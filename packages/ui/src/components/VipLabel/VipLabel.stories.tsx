import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
