import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { artworkShown, BROKEN_IMAGE } from '../GameCard/samples';
import { isRightOf } from '../../test/rtl';
import { Avatar, AVATAR_SIZES } from './Avatar';
import { SAMPLE_PORTRAIT } from './samples';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { src: SAMPLE_PORTRAIT, name: 'Mai Tran', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: AVATAR_SIZES } },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(within(canvasElement).getByRole('img', { name: 'Mai Tran' })).toBeVisible();
  },
};

export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Mai Tran' })).toHaveTextContent('MT');
  },
};

export const DefaultAvatar: Story = {
  args: { src: undefined, name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Avatar' })).toBeVisible();
  },
};

export const ImageFailure: Story = {
  args: { src: BROKEN_IMAGE },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Mai Tran' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-content', 'default'), { timeout: 3000 });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {AVATAR_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Avatar {...args} size={size} alt={`Mai Tran, ${size}`} />
          <Avatar name="Lee Wong" size={size} />
          <Avatar size={size} alt={`Guest, ${size}`} />
        </div>
      ))}
    </div>
  ),
};

export const WithNickname: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} alt="" size="sm" />
      <span>Mai Tran</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Right to left: beside the nickname the avatar leads on the right; initials come from the first two words. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <div data-testid="with-nickname" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Avatar {...args} alt="" size="sm" />
        <span>ماي تران</span>
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Avatar {...args} name="ماي تران" />
        <Avatar name="لي وونغ" />
        <Avatar alt="ضيف" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    const [avatar, nickname] = Array.from(canvas.getByTestId('with-nickname').children);
    await expect(isRightOf(avatar!, nickname!)).toBe(true);
    await expect(
      isRightOf(canvas.getByRole('img', { name: 'ماي تران' }), canvas.getByRole('img', { name: 'لي وونغ' })),
    ).toBe(true);
    await expect(canvas.getByRole('img', { name: 'لي وونغ' })).toHaveTextContent('لو');
    await expect(canvas.getByRole('img', { name: 'ضيف' })).toHaveAttribute('data-content', 'default');
  },
};
