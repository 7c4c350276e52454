import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { inlinePadding, isRightOf } from '../../test/rtl';
import { Modal, ModalClose } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Announcements',
    defaultOpen: true,
    onOpenChange: fn(),
    children: 'System maintenance is planned for Sunday 02:00–04:00. Games will be unavailable during this window.',
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** §2: the generic modal is 600 wide and at least 300 high. */
export const WithTitle: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await expect(dialog.getBoundingClientRect().height).toBe(300);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, label: 'Promotion', children: 'Deposit today and receive a 20% bonus.' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Promotion' })).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button>Confirm</Button>
      </>
    ),
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClickToCloseOff: Story = {
  args: { clickToClose: false, title: 'Change password' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    children: Array.from({ length: 30 }, (_, i) => <p key={i}>Notice line {i + 1}: terms and conditions apply.</p>),
  },
};

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Open announcements</Button>
      <Modal open={open} onOpenChange={setOpen} title="Announcements">
        Focus returns to the button that opened this modal.
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
    children: 'الصيانة المجدولة للنظام يوم الأحد من 02:00 إلى 04:00. لن تتوفر الألعاب خلال هذه الفترة.',
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="secondary">إلغاء</Button>
        </ModalClose>
        <Button>تأكيد</Button>
      </>
    ),
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
