import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { CountdownButton } from '../CountdownButton/CountdownButton';
import { TextField } from './TextField';
import { FIELD_SIZES } from './TextField.types';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', placeholder: 'Enter your username', onChange: fn(), onBlur: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: FIELD_SIZES },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const ChevronDown = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
  </svg>
);

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'player_0127' },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'lucky_star');
    await expect(input).toHaveValue('lucky_star');
    await expect(args.onChange).toHaveBeenCalledTimes('lucky_star'.length);
  },
};

export const WithHint: Story = {
  args: { hint: '6 to 12 characters, letters first, then letters and digits.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Username')).toHaveAccessibleDescription(
      '6 to 12 characters, letters first, then letters and digits.',
    );
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '9player',
    hint: '6 to 12 characters, letters first, then letters and digits.',
    error: 'Wrong format for account',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Wrong format for account/);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player_0127' },
};

export const ReadOnly: Story = {
  args: { label: 'Account', readOnly: true, defaultValue: 'player_0127', hint: 'The account name cannot be changed.' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {FIELD_SIZES.map((size) => (
        <TextField key={size} {...args} size={size} label={`Size ${size}`} name={size} />
      ))}
    </div>
  ),
};

export const WithAdornments: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextField
        label="Mobile number"
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="912 345 6789"
        startAdornment={
          <Button variant="ghost" size="sm" endIcon={<ChevronDown />} aria-label="+63, change country code">
            +63
          </Button>
        }
      />
      <TextField
        label="Verification code"
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6 digits"
        endAdornment={<CountdownButton size="sm" />}
      />
      <TextField
        label="Amount"
        name="amount"
        inputMode="decimal"
        defaultValue="1,000.00"
        startAdornment="₱"
        endAdornment="PHP"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Verification code')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeEnabled();
    await userEvent.click(canvas.getByLabelText('Mobile number'));
    await userEvent.keyboard('9123456789');
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('9123456789');
  },
};

export const KeyboardFocus: Story = {
  args: { hint: 'The focus ring wraps the whole field.' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Username')).toHaveFocus();
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextField
        label="رقم الهاتف"
        name="mobile"
        type="tel"
        placeholder="912 345 6789"
        startAdornment={<span dir="ltr">+966</span>}
        required
      />
      <TextField
        label="رمز التحقق"
        name="smsCode"
        defaultValue="12"
        error="أدخل رمز تحقق صالحًا"
        endAdornment={
          <CountdownButton size="sm" label="احصل على الرمز" remainingSeconds={42} countingLabel={(s) => `${s} ث`} />
        }
      />
    </div>
  ),
};
