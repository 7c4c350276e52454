import { useState, type CSSProperties, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { isRightOf } from '../../test/rtl';
import { LoadingCover } from './LoadingCover';

const card: CSSProperties = {
  width: 340,
  padding: 20,
  borderRadius: 'var(--ts-radius-lg)',
  border: '1px solid var(--ts-color-border-default)',
  background: 'var(--ts-color-bg-raised)',
};
const field: CSSProperties = { display: 'grid', gap: 6, marginBlockEnd: 14, fontSize: 14, fontWeight: 500 };
const input: CSSProperties = {
  height: 40,
  padding: '0 12px',
  borderRadius: 'var(--ts-radius-md)',
  border: '1px solid var(--ts-color-border-strong)',
  background: 'var(--ts-color-bg-surface)',
  fontWeight: 400,
};

/** The forgot-password email form of §2, as the cover is used on it. */
function EmailForm({ onSubmit }: { onSubmit?: (e: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form aria-label="Reset by email" onSubmit={onSubmit}>
      <label style={field}>
        Username
        <input style={input} name="username" defaultValue="lucky_star88" autoComplete="username" />
      </label>
      <label style={field}>
        Email
        <input style={input} name="email" type="email" defaultValue="star88@example.com" autoComplete="email" />
      </label>
      <Button type="submit" fullWidth>
        Send reset email
      </Button>
    </form>
  );
}

const meta = {
  title: 'Feedback/LoadingCover',
  component: LoadingCover,
  args: { active: true, label: 'Loading', style: card, children: <EmailForm /> },
  argTypes: { children: { control: false }, style: { control: false } },
} satisfies Meta<typeof LoadingCover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.type(username, 'ace');
    await expect(username).toHaveValue('ace');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const CoveringAForm: Story = {
  args: { label: 'Sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending');
    // The inert form is out of reach: no tab stop, and typing changes nothing.
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username.closest('[inert]')).not.toBeNull();
    await expect(username.closest('[aria-busy="true"]')).not.toBeNull();
    username.focus();
    await expect(username).not.toHaveFocus();
    await userEvent.click(username);
    await userEvent.keyboard('x');
    await expect(username).toHaveValue('lucky_star88');
  },
};

function SubmitFlow() {
  const [busy, setBusy] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <LoadingCover active={busy} label="Sending" style={card}>
        <EmailForm
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
          }}
        />
      </LoadingCover>
      <Button variant="secondary" size="sm" onClick={() => setBusy(false)}>
        Server answered
      </Button>
    </div>
  );
}

export const SubmitKeepsInputAndFocus: Story = {
  render: () => <SubmitFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ace@example.com{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending');
    await expect(canvas.getByRole('status')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Server answered' }));
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
    await expect(email).toHaveValue('ace@example.com');
  },
};

export const FocusComesBack: Story = {
  render: () => <SubmitFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveFocus();
    // The reply arrives while the keyboard user waits on the cover.
    canvas.getByRole('button', { name: 'Server answered' }).click();
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** Right to left: the form reads from the right, and the spinner leads its label on the right. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    label: 'جارٍ الإرسال',
    children: (
      <form aria-label="إعادة التعيين عبر البريد الإلكتروني">
        <label style={field}>
          اسم المستخدم
          <input style={input} name="username" defaultValue="lucky_star88" autoComplete="username" />
        </label>
        <label style={field}>
          البريد الإلكتروني
          <input style={input} name="email" type="email" defaultValue="star88@example.com" autoComplete="email" />
        </label>
        <Button type="submit" fullWidth>
          إرسال رسالة إعادة التعيين
        </Button>
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('جارٍ الإرسال');
    const spinner = status.querySelector('[aria-hidden="true"]')!;
    await expect(isRightOf(spinner, within(status).getByText('جارٍ الإرسال'))).toBe(true);
    await expect(canvas.getByRole('textbox', { name: 'اسم المستخدم' }).closest('[inert]')).not.toBeNull();
  },
};
