import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { inlinePadding, isRightOf } from '../../test/rtl';
import { Modal, type ModalProps } from './Modal';
import { MODAL_SIZES } from './Modal.types';
import { ModalBody, ModalClose, ModalFooter, ModalHeader, ModalTitle } from './ModalParts';

/** The story's own controls beside the modal's props: the words of the composed parts. */
interface ModalStoryArgs extends ModalProps {
  /** The `ModalTitle` text; without it the modal is named by `label`. */
  title?: string;
  /** The `ModalBody` content. */
  body?: ReactNode;
  /** The close button's label (a `ModalHeader` prop). */
  closeLabel?: string;
  /** Cancel and confirm labels of a `ModalFooter`; none, no footer. */
  actions?: [cancel: string, confirm: string];
}

/**
 * The modal is composed from named parts, each exported with its `…Props` type:
 *
 * ```tsx
 * <Modal open={open} onOpenChange={setOpen} size="sm">
 *   <ModalHeader closeLabel="Close">
 *     <ModalTitle>Announcements</ModalTitle>
 *   </ModalHeader>
 *   <ModalBody>…</ModalBody>
 *   <ModalFooter>
 *     <ModalClose asChild><Button variant="secondary">Cancel</Button></ModalClose>
 *     <Button>Confirm</Button>
 *   </ModalFooter>
 * </Modal>
 * ```
 *
 * `size` picks a width token (`sm` 400, `md` 600 × 300, `lg` 900, `xl` 1080 × 720); no CSS widths.
 * `closeOnEscape` and `closeOnBackdropClick` are separate; the close button always closes.
 * Without a `ModalTitle`, `label` names the dialog. Focus returns to the opener on close.
 */
const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Announcements',
    defaultOpen: true,
    size: 'md',
    closeOnEscape: true,
    closeOnBackdropClick: true,
    onOpenChange: fn(),
    body: 'System maintenance is planned for Sunday 02:00–04:00. Games will be unavailable during this window.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: MODAL_SIZES },
    children: { control: false },
  },
  render: ({ title, body, closeLabel, actions, ...modalProps }) => (
    <Modal {...modalProps}>
      <ModalHeader closeLabel={closeLabel}>{title && <ModalTitle>{title}</ModalTitle>}</ModalHeader>
      <ModalBody>{body}</ModalBody>
      {actions && (
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="secondary">{actions[0]}</Button>
          </ModalClose>
          <Button>{actions[1]}</Button>
        </ModalFooter>
      )}
    </Modal>
  ),
} satisfies Meta<ModalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** §2: the generic modal (`md`, the default) is 600 wide and at least 300 high. */
export const WithTitle: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await expect(dialog.getBoundingClientRect().height).toBe(300);
    // Short content is no tab stop of its own (LongContent: the body that scrolls is one).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(dialog.querySelector('[data-part="body"]')).not.toHaveAttribute('tabindex');
  },
};

/**
 * While a modal is open the page under it does not scroll: the body carries the lock and, for any
 * rule that wants it, the scrollbar's width in `--removed-body-scroll-bar-size`. The base styles
 * register that property as not inherited, so opening a modal restyles the body alone rather than
 * every element of the page.
 */
export const ScrollLockRestylesTheBodyAlone: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Announcements' });
    await waitFor(() => expect(document.body).toHaveAttribute('data-scroll-locked'));
    const property = '--removed-body-scroll-bar-size';
    await expect(getComputedStyle(document.body).getPropertyValue(property)).toMatch(/px$/);
    const page = document.getElementById('storybook-root') ?? document.body.firstElementChild!;
    await expect(getComputedStyle(page).getPropertyValue(property)).toBe('');
  },
};

/**
 * While a modal is open the page under it takes no pointer event: the backdrop covers it. Radix
 * also sets `pointer-events: none` on the body; the page keeps its own `auto` under the modal's
 * mark, so that inherited change restyles the body's children alone rather than every element.
 */
export const PointerBlockRestylesTheBodyAlone: Story = {
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog', { name: 'Announcements' });
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).toBe('none'));
    // The page: the body's child that holds the story, as the app's root holds the site.
    let page: HTMLElement = canvasElement;
    while (page.parentElement && page.parentElement !== document.body) page = page.parentElement;
    await expect(getComputedStyle(page).pointerEvents).toBe('auto');
    await expect(document.elementFromPoint(2, 2)).toHaveAttribute('data-part', 'overlay');
  },
};

/** `sm`: forms and confirmations, 400 wide (§2 dialog width), no minimum height. */
export const Small: Story = {
  args: { size: 'sm', title: 'Sign in' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getBoundingClientRect().width).toBe(400);
    await expect(dialog.getBoundingClientRect().height).toBeLessThan(300);
  },
};

/** `lg`: lists and reading, 900 wide. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await expect(getComputedStyle(dialog).getPropertyValue('--ts-size-modal-lg').trim()).toBe('900px');
    await expect(dialog.getBoundingClientRect().width).toBe(Math.min(900, window.innerWidth - 32));
  },
};

/** `xl`: whole panels (the member centre), 1080 × 720, never larger than the viewport. */
export const ExtraLarge: Story = {
  args: { size: 'xl', title: 'Member centre' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    await expect(getComputedStyle(dialog).getPropertyValue('--ts-size-modal-xl').trim()).toBe('1080px');
    await expect(dialog.getBoundingClientRect().width).toBe(Math.min(1080, window.innerWidth - 32));
    await expect(dialog.getBoundingClientRect().height).toBe(Math.min(720, window.innerHeight - 32));
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, label: 'Promotion', body: 'Deposit today and receive a 20% bonus.' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Promotion' })).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: { actions: ['Cancel', 'Confirm'] },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** `closeOnEscape={false}`: Escape leaves the modal open; the backdrop and the close button still close it. */
export const EscapeOff: Story = {
  args: { closeOnEscape: false, title: 'Change password' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="overlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** `closeOnBackdropClick={false}`: a click beside the modal leaves it open; Escape still closes it. */
export const BackdropClickOff: Story = {
  args: { closeOnBackdropClick: false, title: 'Change password' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="overlay"]')!);
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Content taller than the modal allows scrolls inside the body, which then takes focus so the
 * keyboard can scroll it (short content, WithTitle, adds no tab stop).
 */
export const LongContent: Story = {
  args: {
    body: Array.from({ length: 30 }, (_, i) => <p key={i}>Notice line {i + 1}: terms and conditions apply.</p>),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const body = dialog.querySelector<HTMLElement>('[data-part="body"]')!;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Open announcements</Button>
      <Modal open={open} onOpenChange={setOpen}>
        <ModalHeader>
          <ModalTitle>Announcements</ModalTitle>
        </ModalHeader>
        <ModalBody>Focus returns to the button that opened this modal.</ModalBody>
      </Modal>
    </div>
  );
}

export const FocusReturnsToOpener: Story = {
  args: { defaultOpen: false },
  render: () => <Opener />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open announcements' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Right to left: the title starts on the right, the close button and the footer's actions sit on the left. */
export const RTL: Story = {
  args: {
    title: 'الإعلانات',
    closeLabel: 'إغلاق',
    body: 'الصيانة المجدولة للنظام يوم الأحد من 02:00 إلى 04:00. لن تتوفر الألعاب خلال هذه الفترة.',
    actions: ['إلغاء', 'تأكيد'],
  },
  globals: { dir: 'rtl' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'الإعلانات' });
    const heading = within(dialog).getByRole('heading', { name: 'الإعلانات' });
    const close = within(dialog).getByRole('button', { name: 'إغلاق' });
    await expect(isRightOf(heading, close)).toBe(true);
    const header = heading.parentElement!;
    const padding = inlinePadding(header);
    await expect(padding.start).toBeGreaterThan(padding.end);
    const cancel = within(dialog).getByRole('button', { name: 'إلغاء' });
    const confirm = within(dialog).getByRole('button', { name: 'تأكيد' });
    await expect(isRightOf(cancel, confirm)).toBe(true);
    await expect(isRightOf(dialog, confirm)).toBe(true);
  },
};
