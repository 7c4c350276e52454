import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { artworkShown, BROKEN_IMAGE } from '../GameCard/samples';
import { inlinePadding, isRightOf } from '../../test/rtl';
import { ProviderCard } from './ProviderCard';
import { sampleProviderLogo, sampleProviders } from './samples';
import { PROVIDER_CARD_SIZES } from './ProviderCard.types';

const meta = {
  title: 'Games/ProviderCard',
  component: ProviderCard,
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Aster Games',
    code: 'AG',
    gameType: 'RNG',
    iconUrl: sampleProviderLogo(0),
    loading: 'eager',
    onSelect: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: PROVIDER_CARD_SIZES },
    isHot: { control: 'boolean' },
    selected: { control: 'boolean' },
  },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
  },
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const tile = within(canvasElement).getByRole('button', { name: 'Aster Games' });
    await userEvent.click(tile);
    await expect(args.onSelect).toHaveBeenCalledWith('AG', expect.anything());
    tile.blur();
  },
};

export const Hot: Story = {
  args: { isHot: 1, name: 'Nova Play', code: 'NP', iconUrl: sampleProviderLogo(1) },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(within(canvasElement).getByRole('button', { pressed: true })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm', isHot: 1, name: 'Redline Studio', iconUrl: sampleProviderLogo(2) },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Redline Studio Hot' })).toBeVisible();
  },
};

export const ImageFailure: Story = {
  args: { iconUrl: BROKEN_IMAGE, retryDelayMs: 50, name: 'Kiri Gaming' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="fallback-icon"]')).not.toBeNull(), {
      timeout: 3000,
    });
  },
};

const PROVIDERS = sampleProviders(4);

export const SelectionGroup: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [selected, setSelected] = useState('P01');
    return (
      <div
        role="group"
        aria-label="Providers"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12 }}
      >
        {PROVIDERS.map((p) => (
          <ProviderCard
            key={p.code}
            {...p}
            loading="eager"
            selected={selected === p.code}
            onSelect={(code, event) => {
              args.onSelect?.(code, event);
              if (code) setSelected(code);
            }}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    const target = canvas.getByRole('button', { name: /Redline Studio/ });
    await userEvent.click(target);
    await expect(target).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /Aster Games/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onSelect).toHaveBeenCalledWith('P03', expect.anything());
    target.blur();
  },
};

/** Right to left: the hot marker moves to the top-left corner, its flame leading on the right. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { isHot: 1, selected: true },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const card = within(canvasElement).getByRole('button', { name: /Aster Games/ });
    const hot = card.querySelector<HTMLElement>('[data-part="hot"]')!;
    await expect(isRightOf(card, hot)).toBe(true);
    await expect(isRightOf(hot.querySelector('svg')!, hot.querySelector('[data-part="hot-label"]')!)).toBe(true);
    const padding = inlinePadding(hot);
    await expect(padding.start).toBeLessThan(padding.end);
  },
};
