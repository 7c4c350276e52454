import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { JackpotCounter, type JackpotCounterProps } from './JackpotCounter';

/** A fixed instant, so the time-derived amount is the same in every run. */
const FIXED_NOW = Date.UTC(2025, 5, 15, 12, 0, 3);

const meta = {
  title: 'Showcase/JackpotCounter',
  component: JackpotCounter,
  args: { now: FIXED_NOW, paused: true, step: 165.11, tickMs: 3000, label: 'Jackpot' },
  argTypes: { now: { control: 'date' } },
} satisfies Meta<typeof JackpotCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The time-derived amount at a fixed instant. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Jackpot' });
    await expect(group.querySelector('[data-part="value"]')).toHaveAttribute('aria-live', 'off');
    await expect(group).toHaveTextContent('40,908,757.11');
  },
};

export const WithCurrency: Story = {
  args: { currency: '₱', label: 'Grand jackpot' },
};

export const FromStartValue: Story = {
  args: { startValue: 1234567.89, currency: '$' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Jackpot' })).toHaveTextContent('$1,234,567.89');
  },
};

/** In a right-to-left page the amount still reads left to right, currency first. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { currency: '₱', label: 'الجائزة الكبرى' },
};

function StoppableCounter(props: JackpotCounterProps) {
  const [paused, setPaused] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <JackpotCounter {...props} paused={paused} />
      <Button variant="secondary" onClick={() => setPaused(true)} disabled={paused}>
        Stop
      </Button>
    </div>
  );
}

/** Counting (here every 400 ms): two steps of 165.11, then stopped; the amount no longer changes. */
export const Counting: Story = {
  args: { startValue: 1000, tickMs: 400 },
  render: (args) => <StoppableCounter {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Jackpot' });
    await expect(group).toHaveTextContent('1,000.00');
    await waitFor(() => expect(group).toHaveTextContent('1,330.22'), { timeout: 3000, interval: 20 });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(group).toHaveTextContent('1,330.22');
  },
};
