import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DIALOG_TONES } from './Dialog.types';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: 'Confirm transfer',
    children: 'Move 1,250.00 from the main wallet to the sports wallet?',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: DIALOG_TONES },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** §2: a dialog is 400 wide. */
export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Withdrawal submitted',
    children: 'Your request is being reviewed. You can follow it in the account record.',
    hideCancel: true,
    confirmLabel: 'OK',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdrawal submitted' });
    await expect(dialog.getBoundingClientRect().width).toBe(400);
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Leave the game?',
    children: 'The current round continues without you. Unsettled bets are settled as usual.',
    confirmLabel: 'Leave',
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Terminate contract?',
    children: 'The daily salary contract with this downline ends today. This cannot be undone.',
    confirmLabel: 'Terminate',
  },
};

/** §8 sign-out dialog (in_sure_logout). */
export const SignOut: Story = {
  args: { tone: 'danger', title: undefined, label: 'Sign out', children: 'Are you sure you want to sign out?' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to sign out?');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** §8 trial-account dialog (in_need_true_account, confirm in_increase_submit). */
export const TrialAccount: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    label: 'Trial account',
    confirmLabel: 'OK',
    children: 'This feature is not available to trial accounts. Please register a real account.',
  },
};

/** §4 email reset success (in_been_out): a single acknowledgement. */
export const EmailResetSent: Story = {
  args: {
    tone: 'info',
    title: undefined,
    label: 'Password reset',
    hideCancel: true,
    confirmLabel: 'OK',
    children: 'A password reset email has been sent. Please check your inbox.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Password reset' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

export const Confirming: Story = {
  args: {
    tone: 'danger',
    title: 'Sign out',
    children: 'Are you sure you want to sign out?',
    confirming: true,
    confirmingLabel: 'Signing out',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /confirm/i });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const EnterConfirms: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Enter with focus on the message (not on a button) confirms too.
    await userEvent.click(within(dialog).getByText(/main wallet/));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EnterOnCancelCancels: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

function SignOutMenu() {
  const [open, setOpen] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  return (
    <div style={{ padding: 24, display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Sign out
      </Button>
      <span>{signedOut ? 'Signed out' : 'Signed in'}</span>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        label="Sign out"
        onConfirm={() => {
          setSignedOut(true);
          setOpen(false);
        }}
      >
        Are you sure you want to sign out?
      </Dialog>
    </div>
  );
}

export const FocusReturnsToOpener: Story = {
  render: () => <SignOutMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Sign out' });
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(confirm).toHaveFocus());
    // Focus is trapped: Tab and Shift+Tab go round the two buttons.
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Signed out')).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    tone: 'warning',
    title: 'تأكيد التحويل',
    children: 'هل تريد نقل 1,250.00 من المحفظة الرئيسية إلى محفظة الرياضة؟',
    confirmLabel: 'تأكيد',
    cancelLabel: 'إلغاء',
  },
};
