import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { theme as t } from '@tessera/tokens';
import { formatDateTime } from '@tessera/format';
import { Clock } from './Clock';

/** 5 March 2024, 09:07:03 local time: fixed so the screenshots never change. */
const FIXED = new Date(2024, 2, 5, 9, 7, 3).getTime();

const meta = {
  title: 'Display/Clock',
  component: Clock,
  args: { now: FIXED },
  argTypes: { now: { control: 'date' } },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FixedTime: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('05/03/2024 09:07:03');
    await expect(time).toHaveAttribute('datetime', new Date(FIXED).toISOString());
    await expect(time).not.toHaveAttribute('aria-live');
  },
};

export const Evening: Story = {
  args: { now: new Date(2023, 11, 31, 23, 59, 59).getTime() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('31/12/2023 23:59:59');
  },
};

export const CustomFormat: Story = {
  args: {
    format: (date) =>
      formatDateTime(date, { locale: 'en-GB', dateStyle: 'medium', timeStyle: 'medium', hour12: false }),
  },
};

export const InHeader: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        height: t.size.header,
        paddingInline: 24,
        background: t.color.bg.surface,
        borderBlockEnd: `1px solid ${t.color.border.default}`,
      }}
    >
      <strong style={{ fontSize: '1.125rem' }}>Tessera</strong>
      <Clock {...args} />
    </header>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveTextContent('05/03/2024 09:07:03');
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
};
