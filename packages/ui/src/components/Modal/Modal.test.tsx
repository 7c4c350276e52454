import { Profiler, createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ThemeProvider } from '../../theme';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';
import { MODAL_OPEN_ATTRIBUTE } from './Modal.types';
import { ModalBody, ModalClose, ModalFooter, ModalHeader, ModalTitle } from './ModalParts';

type HarnessProps = Pick<ModalProps, 'closeOnEscape' | 'closeOnBackdropClick' | 'onOpenChange' | 'size'> & {
  title?: string;
  modalRef?: React.Ref<HTMLDivElement>;
};

function Harness({ title, modalRef, onOpenChange, ...modalProps }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open notices</Button>
      <Modal
        ref={modalRef}
        open={open}
        onOpenChange={(o) => {
          onOpenChange?.(o);
          setOpen(o);
        }}
        label="Notice"
        {...modalProps}
      >
        <ModalHeader>{title && <ModalTitle>{title}</ModalTitle>}</ModalHeader>
        <ModalBody>
          <input aria-label="Search notices" />
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button>Done</Button>
          </ModalClose>
        </ModalFooter>
      </Modal>
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Open notices' }));
  return screen.findByRole('dialog');
}

/** The backdrop: Radix dismisses on a pointer down outside the dialog, i.e. on the overlay. */
async function clickBackdrop() {
  const overlay = document.querySelector<HTMLElement>('[data-part="overlay"]');
  expect(overlay).not.toBeNull();
  // Radix listens for outside pointer downs from the next tick after opening.
  await new Promise((resolve) => setTimeout(resolve, 0));
  fireEvent.pointerDown(overlay!);
  fireEvent.pointerUp(overlay!);
  fireEvent.click(overlay!);
}

describe('Modal', () => {
  it('opens with its title as the accessible name and moves focus inside', async () => {
    renderWithTheme(<Harness title="Announcements" />);
    await openModal();
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('with focusAfterPaint, takes focus only once the frame showing it is painted, on the control Radix would', async () => {
    const popUp = (focusAfterPaint: boolean) => (
      <Modal open focusAfterPaint={focusAfterPaint}>
        <ModalHeader closeLabel="Close">
          <ModalTitle>What’s new</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <a href="/promotions">Read more</a>
          <Button>Claim</Button>
        </ModalBody>
      </Modal>
    );
    // At once, as Radix does it: the first control, links aside.
    const first = renderWithTheme(popUp(false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    first.unmount();

    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    try {
      renderWithTheme(popUp(true));
      const dialog = await screen.findByRole('dialog', { name: 'What’s new' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
      act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without a title is named by its label', async () => {
    renderWithTheme(<Harness />);
    await openModal();
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('forwards its ref to the dialog element', async () => {
    const ref = createRef<HTMLDivElement>();
    renderWithTheme(<Harness title="T" modalRef={ref} />);
    const dialog = await openModal();
    expect(ref.current).toBe(dialog);
  });

  it('takes its size from the size prop', async () => {
    renderWithTheme(<Harness title="T" size="lg" />);
    expect(await openModal()).toHaveAttribute('data-size', 'lg');
  });

  it('is medium by default', async () => {
    renderWithTheme(<Harness title="T" />);
    expect(await openModal()).toHaveAttribute('data-size', 'md');
  });

  it('closes with the close button and returns focus to the opener', async () => {
    renderWithTheme(<Harness title="Announcements" />);
    const opener = screen.getByRole('button', { name: 'Open notices' });
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Escape closes by default and returns focus to the opener', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Harness title="T" onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Open notices' });
    await openModal();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Escape does nothing when closeOnEscape is off; the close button still works', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Harness title="T" closeOnEscape={false} onOpenChange={onOpenChange} />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a backdrop click closes by default', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Harness title="T" onOpenChange={onOpenChange} />);
    await openModal();
    await clickBackdrop();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a backdrop click does nothing when closeOnBackdropClick is off', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Harness title="T" closeOnBackdropClick={false} onOpenChange={onOpenChange} />);
    await openModal();
    await clickBackdrop();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('the two dismissals are independent: backdrop off leaves Escape on, and the reverse', async () => {
    const { unmount } = renderWithTheme(<Harness title="T" closeOnBackdropClick={false} />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    renderWithTheme(<Harness title="T" closeOnEscape={false} />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await clickBackdrop();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('traps focus: Tab cycles within the modal', async () => {
    renderWithTheme(<Harness title="T" />);
    const dialog = await openModal();
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('locks page scroll while open', async () => {
    renderWithTheme(<Harness title="T" />);
    await openModal();
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  });

  it('marks the body while open, counting open modals, for the page under the backdrop (BaseStyle)', async () => {
    function TwoModals({ first, second }: { first: boolean; second: boolean }) {
      return (
        <ThemeProvider>
          <Modal open={first} label="First" />
          <Modal open={second} label="Second" />
        </ThemeProvider>
      );
    }
    const mark = () => document.body.getAttribute(MODAL_OPEN_ATTRIBUTE);
    const { rerender } = render(<TwoModals first={false} second={false} />);
    expect(mark()).toBeNull();
    rerender(<TwoModals first second={false} />);
    expect(mark()).toBe('1');
    rerender(<TwoModals first second />);
    expect(mark()).toBe('2');
    rerender(<TwoModals first={false} second />);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(mark()).toBe('1');
    rerender(<TwoModals first={false} second={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mark()).toBeNull();
  });

  it('a close part in the footer closes the modal', async () => {
    renderWithTheme(<Harness title="T" />);
    await openModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is in the document from the render that opens it: no second, synchronous pass mounts its content', () => {
    // A modal opened as a transition renders in slices only if its content is part of that render.
    const dialogAtCommit: boolean[] = [];
    renderWithTheme(
      <Profiler id="modal" onRender={() => dialogAtCommit.push(document.querySelector('[role="dialog"]') !== null)}>
        <Modal open label="Notice">
          <ModalBody>Body</ModalBody>
        </Modal>
      </Profiler>,
    );
    expect(dialogAtCommit[0]).toBe(true);
  });
});
