import { useEffect, useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Mode } from '@tessera/tokens';
import { isRightOf } from '../../test/rtl';
import { ThemeToggle } from './ThemeToggle';

/** Holds the mode as the app does, and reports each change. */
function Stateful(args: ComponentProps<typeof ThemeToggle>) {
  const [mode, setMode] = useState<Mode>(args.mode);
  useEffect(() => setMode(args.mode), [args.mode]);
  return (
    <ThemeToggle
      {...args}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/ThemeToggle',
  component: ThemeToggle,
  args: { mode: 'light', onModeChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['light', 'dark'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Dark: Story = {
  args: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Dark theme' });
    await userEvent.click(button);
    await expect(args.onModeChange).toHaveBeenLastCalledWith('dark');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('light');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Dark theme');
    await expect(button).toHaveFocus();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Stateful {...args} mode="light" />
      <Stateful {...args} mode="dark" />
    </div>
  ),
};

/** Right to left: in a settings row the caption starts on the right and the toggle ends on the left. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'الوضع الداكن' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, width: 280 }}>
      <span>المظهر</span>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'الوضع الداكن' });
    await expect(isRightOf(canvas.getByText('المظهر'), toggle)).toBe(true);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
