import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { centreX, inlinePadding, isRightOf } from '../../test/rtl';
import { GameCard } from './GameCard';
import { artworkShown, BROKEN_IMAGE, sampleGameArt } from './samples';

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Golden Lotus',
    provider: 'Aster Games',
    imageUrl: sampleGameArt(0),
    gameId: 'golden-lotus',
    loading: 'eager',
    onLaunch: fn(),
  },
  argTypes: {
    isHot: { control: 'boolean' },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
  },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onToggleFavourite: fn() },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const card = within(canvasElement).getByRole('button', { name: 'Golden Lotus Aster Games' });
    await userEvent.click(card);
    await expect(args.onLaunch).toHaveBeenCalledWith(expect.anything(), 'golden-lotus');
    card.blur();
  },
};

export const Hot: Story = {
  args: { isHot: 1, name: 'Dragon Pearl', provider: 'Nova Play', imageUrl: sampleGameArt(1) },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Dragon Pearl.*Hot/ })).toBeVisible();
  },
};

export const Favourite: Story = {
  args: { favourite: true, onToggleFavourite: fn(), name: 'Fortune Koi', imageUrl: sampleGameArt(3) },
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const star = within(canvasElement).getByRole('button', { name: 'Remove from favourites' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(false, 'golden-lotus');
    await expect(args.onLaunch).not.toHaveBeenCalled();
    star.blur();
  },
};

export const FavouriteToggle: Story = {
  args: { onToggleFavourite: fn() },
  render: function Render(args) {
    const [favourite, setFavourite] = useState(false);
    return (
      <GameCard
        {...args}
        favourite={favourite}
        onToggleFavourite={(next, id) => {
          args.onToggleFavourite?.(next, id);
          setFavourite(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    const star = canvas.getByRole('button', { name: 'Remove from favourites' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(true, 'golden-lotus');
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
};

export const Maintenance: Story = {
  args: { maintenance: true, name: 'Crystal Cavern', provider: 'Redline Studio', imageUrl: sampleGameArt(7) },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(within(canvasElement).getByText('Maintenance')).toBeVisible();
  },
};

export const ImageFailure: Story = {
  args: { imageUrl: BROKEN_IMAGE, retryDelayMs: 50, name: 'Jungle Drums', provider: 'Nova Play' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="fallback-icon"]')).not.toBeNull(), {
      timeout: 3000,
    });
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const FallbackImage: Story = {
  args: {
    imageUrl: BROKEN_IMAGE,
    fallbackImageUrl: sampleGameArt(6),
    imageAttempts: 1,
    name: 'Lucky Lanterns',
    provider: 'Kiri Gaming',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img[data-loaded]')).not.toBeNull(), { timeout: 3000 });
  },
};

/**
 * Artwork that arrives after the page's first view fades in; artwork that arrives in it (marked
 * `early`) shows at once, as the page around it appears.
 */
export const ArtworkArrival: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img[data-loaded]')).not.toBeNull(), { timeout: 3000 });
    const img = canvasElement.querySelector<HTMLImageElement>('img[data-loaded]')!;
    const fades = () => getComputedStyle(img).animationName !== 'none';
    img.setAttribute('data-loaded', '');
    await expect(fades()).toBe(!matchMedia('(prefers-reduced-motion: reduce)').matches);
    img.setAttribute('data-loaded', 'early');
    await expect(fades()).toBe(false);
    await expect(getComputedStyle(img).visibility).toBe('visible');
  },
};

export const NoImage: Story = {
  args: { imageUrl: undefined, name: 'Viking Gold', provider: 'Nova Play' },
};

export const LongName: Story = {
  args: {
    name: 'Candy Rush Deluxe Megaways Christmas Edition',
    provider: 'Kiri Gaming Interactive Studios',
    imageUrl: sampleGameArt(4),
  },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: /Candy Rush Deluxe Megaways Christmas Edition/ }),
    ).toBeVisible();
  },
};

export const AllMarkers: Story = {
  args: {
    isHot: true,
    favourite: true,
    maintenance: true,
    onToggleFavourite: fn(),
    imageUrl: sampleGameArt(2),
    name: 'Neon Reels',
  },
};

export const AsLink: Story = {
  args: { href: '#game-golden-lotus', onLaunch: fn((event) => event.preventDefault()) },
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const link = within(canvasElement).getByRole('link', { name: 'Golden Lotus Aster Games' });
    await userEvent.click(link);
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
    link.blur();
  },
};

export const KeyboardFocus: Story = {
  args: { onToggleFavourite: fn(), isHot: 1 },
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Golden Lotus/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(true, 'golden-lotus');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
  },
};

/** Right to left: the hot badge moves to the top-right corner (flame leading), the star to the top-left. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    isHot: 1,
    favourite: true,
    onToggleFavourite: fn(),
    name: 'Moonlit Wolves',
    provider: 'Redline Studio',
    imageUrl: sampleGameArt(10),
  },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    const hot = canvasElement.querySelector<HTMLElement>('[data-part="hot"]')!;
    const star = canvas.getByRole('button', { name: 'Remove from favourites' });
    await expect(isRightOf(hot, star)).toBe(true);
    // The flame is the badge's ::before: leading on the right, it pushes the label left of centre.
    const label = document.createRange();
    label.selectNodeContents(hot);
    const text = label.getBoundingClientRect();
    await expect(text.left + text.width / 2).toBeLessThan(centreX(hot));
    const padding = inlinePadding(hot);
    await expect(padding.start).toBeLessThan(padding.end);
  },
};
