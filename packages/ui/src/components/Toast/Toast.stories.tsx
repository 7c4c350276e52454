import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast } from './Toast';
import { ToastProvider, useToast } from './ToastProvider';
import { TOAST_TONES, type ToastOptions } from './Toast.types';

/** Long enough that nothing leaves the screen while a story is captured. */
const STILL = 600_000;

const SAMPLES: Record<(typeof TOAST_TONES)[number], ToastOptions> = {
  info: { tone: 'info', title: 'New announcement', description: 'System maintenance on Sunday 02:00–04:00.' },
  success: { tone: 'success', title: 'Transfer complete', description: '1,250.00 moved to the sports wallet.' },
  warning: {
    tone: 'warning',
    title: 'Verification needed',
    description: 'Confirm your mobile number before withdrawing.',
  },
  danger: {
    tone: 'danger',
    title: 'Withdrawal failed',
    description: 'The network link is abnormal. Please try again.',
  },
};

/** Shows the given toasts once, in order, through the hook. */
function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const { show } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toasts.forEach((toast) => show({ durationMs: STILL, ...toast }));
  }, [show, toasts]);
  return null;
}

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  decorators: [(Story) => <ToastProvider durationMs={STILL}>{Story()}</ToastProvider>],
  args: { ...SAMPLES.success, durationMs: STILL, open: true },
  argTypes: { tone: { control: 'inline-radio', options: TOAST_TONES } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Info: Story = { render: () => <ShowOnMount toasts={[SAMPLES.info]} /> };
export const Success: Story = { render: () => <ShowOnMount toasts={[SAMPLES.success]} /> };
export const Warning: Story = { render: () => <ShowOnMount toasts={[SAMPLES.warning]} /> };
export const Danger: Story = { render: () => <ShowOnMount toasts={[SAMPLES.danger]} /> };

export const TitleOnly: Story = {
  render: () => <ShowOnMount toasts={[{ tone: 'success', title: 'Added to favourites' }]} />,
};

export const Stacked: Story = {
  render: () => <ShowOnMount toasts={TOAST_TONES.map((tone) => SAMPLES[tone])} />,
  play: async () => {
    const region = await screen.findByRole('region', { name: /notifications/i });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    // Newest first: the last shown sits on top.
    const top = within(region).getByText('Withdrawal failed').closest('li')!;
    const bottom = within(region).getByText('New announcement').closest('li')!;
    await expect(top.getBoundingClientRect().top).toBeLessThan(bottom.getBoundingClientRect().top);
  },
};

function TransferButton({ durationMs = STILL }: { durationMs?: number }) {
  const { show } = useToast();
  return <Button onClick={() => show({ ...SAMPLES.success, durationMs })}>Transfer</Button>;
}

export const ShowFromButton: Story = {
  render: () => <TransferButton />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transfer' }));
    const region = await screen.findByRole('region', { name: /notifications/i });
    await expect(await within(region).findByText('Transfer complete')).toBeVisible();
    await expect(within(region).getByText('1,250.00 moved to the sports wallet.')).toBeVisible();
  },
};

export const CloseButtonDismisses: Story = {
  render: () => <TransferButton />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transfer' }));
    const region = await screen.findByRole('region', { name: /notifications/i });
    await userEvent.click(await within(region).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).queryByText('Transfer complete')).toBeNull());
  },
};

export const PausesOnHover: Story = {
  render: () => <TransferButton durationMs={600} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transfer' }));
    const region = await screen.findByRole('region', { name: /notifications/i });
    const toast = (await within(region).findByText('Transfer complete')).closest('li')!;
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(within(region).getByText('Transfer complete')).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(within(region).queryByText('Transfer complete')).toBeNull(), { timeout: 3000 });
  },
};

/** Keyboard only: F8 jumps to the stack, Tab reaches the newest toast and its close button, Enter closes it. */
export const KeyboardDismiss: Story = {
  render: () => <ShowOnMount toasts={[SAMPLES.info, SAMPLES.danger]} />,
  play: async () => {
    const region = await screen.findByRole('region', { name: /notifications/i });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.keyboard('[F8]');
    await expect(region).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    const newest = within(region).getByText('Withdrawal failed').closest('li')!;
    await expect(newest).toHaveFocus();
    await userEvent.tab();
    await expect(within(newest).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).queryByText('Withdrawal failed')).toBeNull());
    await expect(within(region).getByText('New announcement')).toBeVisible();
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await expect(within(region).getByText('New announcement').closest('li')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <ShowOnMount
      toasts={[
        { tone: 'success', title: 'تم التحويل', description: 'تم نقل 1,250.00 إلى محفظة الرياضة.' },
        { tone: 'danger', title: 'فشل السحب', description: 'الاتصال بالشبكة غير مستقر. حاول مرة أخرى.' },
      ]}
    />
  ),
  play: async () => {
    const region = await screen.findByRole('region', { name: /notifications/i });
    const toast = (await within(region).findByText('تم التحويل')).closest('li')!;
    await expect(toast).toHaveAttribute('data-swipe-direction', 'left');
    await expect(toast.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};
