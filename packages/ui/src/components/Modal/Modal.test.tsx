import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { Modal, ModalClose } from './Modal';

function Harness(props: { clickToClose?: boolean; title?: string; onOpenChange?: (o: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open notices</Button>
      <Modal
        open={open}
        onOpenChange={(o) => {
          props.onOpenChange?.(o);
          setOpen(o);
        }}
        title={props.title}
        label="Notice"
        clickToClose={props.clickToClose}
        footer={
          <ModalClose asChild>
            <Button>Done</Button>
          </ModalClose>
        }
      >
        <input aria-label="Search notices" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens with its title as the accessible name and moves focus inside', async () => {
    renderWithTheme(<Harness title="Announcements" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('without a title is named by its label', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notices' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    renderWithTheme(<Harness title="Announcements" />);
    const opener = screen.getByRole('button', { name: 'Open notices' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Escape closes when click-to-close is on (the default)', async () => {
    renderWithTheme(<Harness title="T" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notices' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape does nothing when click-to-close is off; the close button still works', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Harness title="T" clickToClose={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notices' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('traps focus: Tab cycles within the modal', async () => {
    renderWithTheme(<Harness title="T" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notices' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('locks page scroll while open', async () => {
    renderWithTheme(<Harness title="T" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notices' }));
    await screen.findByRole('dialog');
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  });

  it('a close part in the footer closes the modal', async () => {
    renderWithTheme(<Harness title="T" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notices' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
