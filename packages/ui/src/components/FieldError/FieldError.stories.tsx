import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldError } from './FieldError';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { id: 'mobile-error', children: 'Enter a valid phone number' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LongMessage: Story = {
  args: { children: 'Too many requests. Please wait 5 minutes before requesting another verification code.' },
};

export const WithoutMessage: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#mobile-error')).toBeNull();
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { children: 'أدخل رقم هاتف صالحًا' },
};
