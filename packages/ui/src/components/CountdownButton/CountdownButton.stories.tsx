import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '../Button';
import { TextField } from '../TextField/TextField';
import { CountdownButton } from './CountdownButton';

const meta = {
  title: 'Actions/CountdownButton',
  component: CountdownButton,
  args: { remainingSeconds: 0, onClick: fn() },
  argTypes: {
    remainingSeconds: { control: { type: 'number', min: 0, max: 300 } },
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Counting: Story = {
  args: { remainingSeconds: 42 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get code' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('42s');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /get code/i })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CustomLabels: Story = {
  args: { label: 'Gửi mã', remainingSeconds: 9, countingLabel: (s) => `Gửi lại sau ${s} giây` },
};

/** The caller owns the countdown: here a click "sends" a code and starts 60 seconds (frozen for the screenshot). */
function SendCode() {
  const [remaining, setRemaining] = useState(0);
  return (
    <div style={{ maxWidth: 360 }}>
      <TextField
        label="Verification code"
        name="smsCode"
        inputMode="numeric"
        placeholder="6 digits"
        endAdornment={<CountdownButton size="sm" remainingSeconds={remaining} onClick={() => setRemaining(60)} />}
      />
      <div style={{ marginBlockStart: 12 }}>
        <Button variant="ghost" size="sm" onClick={() => setRemaining(0)}>
          End countdown
        </Button>
      </div>
    </div>
  );
}

export const InAField: Story = {
  render: () => <SendCode />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent('60s');
    // Announced once when the countdown ends, not every second.
    const live = canvasElement.querySelector('[aria-live="polite"]:not([data-part])') as HTMLElement;
    await expect(live).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'End countdown' }));
    await waitFor(() => expect(live).toHaveTextContent('You can request a new code now'));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'احصل على الرمز', remainingSeconds: 30, countingLabel: (s) => `${s} ث` },
};
