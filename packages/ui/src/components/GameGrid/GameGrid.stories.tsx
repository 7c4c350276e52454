import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameCard } from '../GameCard';
import { artworkShown, sampleGames } from '../GameCard/samples';
import { GameGrid, type GameGridProps } from './GameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';

const GAMES = sampleGames(12);

const columnCount = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

/** A grid of sample games whose favourite stars work. */
function Lobby({ games = GAMES, ...grid }: GameGridProps & { games?: typeof GAMES }) {
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set(['game-2']));
  return (
    <GameGrid {...grid}>
      {games.map((game) => (
        <GameCard
          key={game.id}
          gameId={game.id}
          name={game.name}
          provider={game.provider}
          imageUrl={game.imageUrl}
          isHot={game.isHot}
          maintenance={game.maintenance}
          loading="eager"
          favourite={favourites.has(game.id)}
          onToggleFavourite={(next, id) =>
            setFavourites((set) => {
              const copy = new Set(set);
              if (next) copy.add(id!);
              else copy.delete(id!);
              return copy;
            })
          }
        />
      ))}
    </GameGrid>
  );
}

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  args: { 'aria-label': 'Slots', maxColumns: 7, minColumnWidth: '140px' },
  render: (args) => <Lobby {...args} />,
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TwelveCards: Story = {
  render: (args) => {
    const launch = fn();
    return (
      <GameGrid {...args} data-testid="grid">
        {GAMES.map((game) => (
          <GameCard
            key={game.id}
            gameId={game.id}
            name={game.name}
            provider={game.provider}
            imageUrl={game.imageUrl}
            isHot={game.isHot}
            maintenance={game.maintenance}
            loading="eager"
            onLaunch={launch}
          />
        ))}
      </GameGrid>
    );
  },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const list = within(canvasElement).getByRole('list', { name: 'Slots' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    // As many 140px columns (plus gaps) as fit, but never more than 7.
    const gap = parseFloat(getComputedStyle(list).columnGap);
    const fit = Math.floor((list.clientWidth + gap) / (140 + gap));
    await expect(columnCount(list)).toBe(Math.min(7, fit));
  },
};

export const WithFavourites: Story = {
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    const stars = canvas.getAllByRole('button', { name: 'Add to favourites' });
    await userEvent.click(stars[0]!);
    await expect(canvas.getAllByRole('button', { name: 'Remove from favourites' })).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Lobby {...args} games={GAMES.slice(0, 4)} />,
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(columnCount(within(canvasElement).getByRole('list'))).toBe(2);
  },
};

export const ColumnCap: Story = {
  args: { maxColumns: 4 },
  decorators: [
    (Story) => (
      <div style={{ width: 760 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Lobby {...args} games={GAMES.slice(0, 6)} />,
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(columnCount(within(canvasElement).getByRole('list'))).toBe(4);
  },
};

export const Skeleton: Story = {
  render: (args) => <GameGridSkeleton count={12} maxColumns={args.maxColumns} minColumnWidth={args.minColumnWidth} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games');
    await expect(canvas.queryByRole('list')).toBeNull();
    // Twelve placeholders pulse as one: the skeleton is animated, none of the elements inside it.
    const skeleton = canvasElement.querySelector('[aria-busy]')!;
    await expect(getComputedStyle(skeleton).animationName).not.toBe('none');
    const animatedInside = [...skeleton.querySelectorAll('*')].filter(
      (element) => getComputedStyle(element).animationName !== 'none',
    );
    await expect(animatedInside).toEqual([]);
  },
};

export const SkeletonMatchesCards: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <GameGrid {...args} data-testid="cards">
        {GAMES.slice(0, 5).map((game) => (
          <GameCard key={game.id} name={game.name} provider={game.provider} imageUrl={game.imageUrl} loading="eager" />
        ))}
      </GameGrid>
      <GameGridSkeleton count={5} data-testid="skeleton" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('cards').querySelector('li')!.getBoundingClientRect();
    const placeholder = canvas.getByTestId('skeleton').querySelector('li')!.getBoundingClientRect();
    await expect(placeholder.width).toBeCloseTo(card.width, 1);
    await expect(placeholder.height).toBeCloseTo(card.height, 1);
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  render: (args) => <Lobby {...args} games={GAMES.slice(0, 5)} />,
};
