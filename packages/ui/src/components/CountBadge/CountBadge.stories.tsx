import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { CountBadge } from './CountBadge';

const Bell = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4h4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const meta = {
  title: 'Data display/CountBadge',
  component: CountBadge,
  args: { count: 3, max: 99 },
  argTypes: {
    count: { control: { type: 'number' } },
    overlap: { control: 'inline-radio', options: ['rectangular', 'circular'] },
  },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 unread')).toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 unread')).toBeInTheDocument();
  },
};

export const Zero: Story = {
  args: { count: 0 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <CountBadge {...args} data-testid="alone" />
      <CountBadge {...args} id="zero-badge">
        <Button variant="secondary" aria-describedby="zero-badge">
          Messages
        </Button>
      </CountBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('alone')).toBeNull();
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Messages' })).toBeVisible();
  },
};

export const OnIconButton: Story = {
  args: { count: 7, id: 'notice-count', label: (n: number) => `${n} new notices` },
  render: (args) => (
    <CountBadge {...args}>
      <Button variant="ghost" aria-label="Notices" aria-describedby="notice-count" startIcon={<Bell />} />
    </CountBadge>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notices' })).toHaveAccessibleDescription(
      '7 new notices',
    );
  },
};

export const OnAvatar: Story = {
  args: { count: 4, overlap: 'circular', label: (n: number) => `${n} new messages` },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 8 }}>
      <CountBadge {...args}>
        <Avatar name="Mai Tran" size="lg" />
      </CountBadge>
      <CountBadge {...args} count={120}>
        <Avatar name="Lee Wong" size="lg" />
      </CountBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-overlap="circular"]')).not.toBeNull();
  },
};

export const Counts: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center', padding: 12 }}>
      {[1, 9, 42, 99, 100, 2500].map((count) => (
        <CountBadge key={count} {...args} count={count} id={`count-${count}`}>
          <Button variant="secondary" aria-describedby={`count-${count}`}>
            Inbox
          </Button>
        </CountBadge>
      ))}
    </div>
  ),
};

export const InMenu: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, width: 260, display: 'grid', gap: 4 }}>
      {[
        ['Mission activity', 2],
        ['Platform information', 14],
        ['Reward centre', 0],
        ['Invite friends', 0],
      ].map(([name, count]) => (
        <li
          key={name}
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 12px' }}
        >
          <span>{name}</span>
          <CountBadge {...args} count={count as number} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-count]')).toHaveLength(2);
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { count: 120, id: 'rtl-count' },
  render: (args) => (
    <div style={{ padding: 12 }}>
      <CountBadge {...args}>
        <Button variant="secondary" aria-describedby="rtl-count">
          Messages
        </Button>
      </CountBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // `99+` keeps its order on a right-to-left page: the plus sign on the right of the digits.
    const figure = within(canvasElement).getByText('99+').firstChild!;
    const part = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(figure, start);
      range.setEnd(figure, end);
      return range.getBoundingClientRect();
    };
    await expect(part(2, 3).left).toBeGreaterThanOrEqual(part(0, 2).right - 0.5);
  },
};
