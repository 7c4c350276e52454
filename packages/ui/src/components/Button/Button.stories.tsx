import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isRightOf } from '../../test/rtl';
import { Button } from './Button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.types';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Submitting', children: 'Withdraw' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /withdraw/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Log in' },
};

export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    children: 'Refresh',
    startIcon: (
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    ),
  },
};

const RefreshIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" data-testid="icon">
    <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** Right to left: the start icon leads on the right of the label, and the row runs leftwards. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { variant: 'secondary', children: 'تحديث', startIcon: <RefreshIcon /> },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} />
      <Button>إيداع</Button>
      <Button variant="ghost" size="sm">
        سحب
      </Button>
      <Button loading loadingLabel="جارٍ الإرسال">
        إرسال
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'تحديث' });
    await expect(isRightOf(canvas.getByTestId('icon'), refresh.querySelector('[data-part="label"]')!)).toBe(true);
    await expect(isRightOf(refresh, canvas.getByRole('button', { name: 'إيداع' }))).toBe(true);
    await expect(canvas.getByRole('status', { name: 'جارٍ الإرسال' })).toBeInTheDocument();
  },
};
