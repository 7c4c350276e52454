import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'remember', onChange: fn() },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate (some providers chosen)" indeterminate />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox label="With an error" error="Terms must be agreed to" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /Indeterminate/ })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled and checked' })).toBeDisabled();
  },
};

export const Toggling: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const WithLinkInLabel: Story = {
  args: {
    name: 'terms',
    label: (
      <>
        I am over 18 and agree to the <a href="#terms">terms and conditions</a> and the{' '}
        <a href="#privacy">privacy policy</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: /I am over 18/ })).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    name: 'terms',
    label: (
      <>
        I agree to the <a href="#terms">terms</a>
      </>
    ),
    error: 'Terms must be agreed to',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I agree to the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Terms must be agreed to');
  },
};

export const WithHint: Story = {
  args: { label: 'Receive promotions by SMS', hint: 'You can turn this off in the member centre.' },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox label="تذكرني" defaultChecked />
      <Checkbox
        label={
          <>
            أوافق على <a href="#terms">الشروط والأحكام</a>
          </>
        }
        error="يجب الموافقة على الشروط"
      />
    </div>
  ),
};
