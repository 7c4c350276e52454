import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { centreX, isRightOf } from '../../test/rtl';
import { EmptyState } from './EmptyState';
import { EMPTY_STATE_SIZES } from './EmptyState.types';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" {...stroke}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5M8.5 11h5" />
  </svg>
);
const HeartIcon = () => (
  <svg viewBox="0 0 24 24" {...stroke}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
  </svg>
);
const InboxIcon = () => (
  <svg viewBox="0 0 24 24" {...stroke}>
    <path d="M4 13.5l2.2-7.1A2 2 0 0 1 8.1 5h7.8a2 2 0 0 1 1.9 1.4l2.2 7.1V18a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18z" />
    <path d="M4 13.5h4.5l1.2 2h4.6l1.2-2H20" />
  </svg>
);
const ReceiptIcon = () => (
  <svg viewBox="0 0 24 24" {...stroke}>
    <path d="M6 3.5h12v17l-2.4-1.5-2.4 1.5-2.4-1.5-2.4 1.5L6 19z" />
    <path d="M9 8h6M9 11.5h6M9 15h3" />
  </svg>
);

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <SearchIcon />,
    title: 'No games found',
    description: 'No game matches “dragon”. Check the spelling or try another provider.',
    size: 'regular',
  },
  argTypes: {
    size: { control: 'inline-radio', options: EMPTY_STATE_SIZES },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Regular: Story = {};

export const WithAction: Story = {
  args: {
    icon: <HeartIcon />,
    title: 'No favourites yet',
    description: 'Tap the heart on any game to keep it here for next time.',
    action: <Button onClick={fn()}>Browse slots</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No favourites yet' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse slots' })).toHaveFocus();
  },
};

export const Compact: Story = {
  args: {
    size: 'compact',
    icon: <InboxIcon />,
    title: 'No messages',
    description: 'Platform information will appear here.',
  },
  render: (args) => (
    <div
      style={{
        width: 320,
        border: '1px solid var(--ts-color-border-default)',
        borderRadius: 'var(--ts-radius-lg)',
        background: 'var(--ts-color-bg-surface)',
      }}
    >
      <EmptyState {...args} />
    </div>
  ),
};

export const CompactWithAction: Story = {
  args: {
    size: 'compact',
    icon: <ReceiptIcon />,
    title: 'No betting records',
    description: 'Nothing in the last 7 days.',
    action: (
      <Button size="sm" variant="secondary">
        Last 30 days
      </Button>
    ),
  },
  render: Compact.render,
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No announcements', titleAs: 'p' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).getByText('No announcements')).toBeVisible();
  },
};

/** Right to left: the text stays centred and the first action leads on the right. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    icon: <HeartIcon />,
    title: 'لا توجد ألعاب مفضلة بعد',
    description: 'اضغط على القلب في أي لعبة لتحفظها هنا للمرة القادمة.',
    action: (
      <>
        <Button>تصفح ألعاب السلوت</Button>
        <Button variant="secondary">الأكثر شعبية</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 3, name: 'لا توجد ألعاب مفضلة بعد' });
    const root = title.parentElement!;
    await expect(Math.abs(centreX(title) - centreX(root))).toBeLessThan(2);
    await expect(
      isRightOf(
        canvas.getByRole('button', { name: 'تصفح ألعاب السلوت' }),
        canvas.getByRole('button', { name: 'الأكثر شعبية' }),
      ),
    ).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'تصفح ألعاب السلوت' })).toHaveFocus();
  },
};
