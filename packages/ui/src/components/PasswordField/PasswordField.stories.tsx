import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn(), onRevealedChange: fn() },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Tessera!2024' },
};

export const Revealed: Story = {
  args: { defaultValue: 'Tessera!2024', defaultRevealed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const RevealWhileTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onRevealedChange).toHaveBeenCalledWith(true);
    // The pointer press left focus and caret in the input: typing goes on at the end.
    await expect(input).toHaveFocus();
    await userEvent.keyboard('99');
    await expect(input).toHaveValue('secret99');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'New password',
    name: 'newPassword',
    autoComplete: 'new-password',
    required: true,
    hint: 'At least one uppercase letter, one lowercase letter, one digit and one symbol.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Wrong format for password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Wrong format for password');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Tessera!2024' },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    label: 'كلمة المرور',
    showPasswordLabel: 'إظهار كلمة المرور',
    defaultValue: 'Tessera!2024',
    error: 'كلمة المرور غير صحيحة',
  },
};
