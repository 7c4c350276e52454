import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign out</Button>
      <Dialog
        label="Sign out"
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
        onConfirm={() => {
          props.onConfirm?.();
          setOpen(false);
        }}
      >
        Are you sure you want to sign out?
      </Dialog>
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  renderWithTheme(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Sign out' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('alertdialog');
  return { opener, dialog };
}

describe('Dialog', () => {
  it('is an alert dialog named by its label and described by its message, focus on confirm', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Sign out');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to sign out?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
  });

  it('a visible title names the dialog', async () => {
    await openDialog({ title: 'Leave the game?' });
    expect(screen.getByRole('alertdialog', { name: 'Leave the game?' })).toBeInTheDocument();
  });

  it('Enter confirms once, closes through the caller and returns focus to the opener', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { opener } = await openDialog({ onConfirm, onCancel });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Enter on the message (not a button) confirms', async () => {
    const onConfirm = vi.fn();
    const { dialog } = await openDialog({ onConfirm });
    dialog.focus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Enter on the cancel button cancels instead of confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await openDialog({ onConfirm, onCancel });
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a held Enter (key repeat) does not confirm', async () => {
    const onConfirm = vi.fn();
    const { dialog } = await openDialog({ onConfirm });
    fireEvent.keyDown(dialog, { key: 'Enter', repeat: true });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Enter while an input method is composing does not confirm', async () => {
    const onConfirm = vi.fn();
    const { dialog } = await openDialog({ onConfirm });
    fireEvent.keyDown(dialog, { key: 'Enter', isComposing: true });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape cancels: onCancel then onOpenChange(false), focus back on the opener', async () => {
    const calls: string[] = [];
    const { opener } = await openDialog({
      onCancel: () => calls.push('cancel'),
      onOpenChange: (o) => calls.push(`open:${o}`),
    });
    await userEvent.keyboard('{Escape}');
    expect(calls).toEqual(['cancel', 'open:false']);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('traps focus: Tab and Shift+Tab go round cancel and confirm and never leave the dialog', async () => {
    const { dialog } = await openDialog();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('hideCancel leaves a single acknowledgement button', async () => {
    const { dialog } = await openDialog({ hideCancel: true, confirmLabel: 'OK' });
    expect(Array.from(dialog.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['OK']);
  });

  it('confirming: busy confirm button, and neither Enter, Escape nor cancel does anything', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { dialog } = await openDialog({ onConfirm, onCancel, confirming: true, confirmingLabel: 'Signing out' });
    const confirm = screen.getByRole('button', { name: /confirm/i });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Signing out' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    dialog.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('danger tone uses a danger confirm button and marks the tone', async () => {
    const { dialog } = await openDialog({ tone: 'danger' });
    expect(dialog).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-variant', 'danger');
  });
});
