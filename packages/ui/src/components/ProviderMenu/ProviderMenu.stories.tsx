import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { artworkShown } from '../GameCard/samples';
import { sampleProviders } from '../ProviderCard/samples';
import { ProviderMenu } from './ProviderMenu';

const meta = {
  title: 'Navigation/ProviderMenu',
  component: ProviderMenu,
  args: {
    providers: sampleProviders(12),
    loading: 'eager',
    onSelect: fn(),
    onMore: fn(),
  },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
  },
} satisfies Meta<typeof ProviderMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const strip = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="strip"]')!;

/** Clicks an arrow and resolves when the strip has finished scrolling. */
async function scrollWith(button: HTMLElement, scroller: HTMLElement) {
  const ended = new Promise((resolve) => {
    scroller.addEventListener('scrollend', resolve, { once: true });
    setTimeout(resolve, 2000);
  });
  await userEvent.click(button);
  await ended;
}

export const Playground: Story = {};

export const FiveProviders: Story = {
  args: { providers: sampleProviders(5) },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Next providers' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

export const TwelveProviders: Story = {
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous providers' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next providers' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

export const TwentyProviders: Story = {
  args: { providers: sampleProviders(20) },
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^(?!More|Next|Previous)/ })).toHaveLength(15);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'More' }).blur();
  },
};

export const ScrolledWithArrows: Story = {
  args: { providers: sampleProviders(20) },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next providers' });
    await scrollWith(next, strip(canvasElement));
    await expect(strip(canvasElement).scrollLeft).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous providers' })).toBeEnabled());
    await scrollWith(next, strip(canvasElement));
    await waitFor(() => expect(next).toBeDisabled());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Aster Games' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Redline Studio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ code: 'P03' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Helix' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next providers' })).toBeDisabled());
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { providers: sampleProviders(20) },
  play: async ({ canvasElement }) => {
    await artworkShown(canvasElement);
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next providers' });
    await scrollWith(next, strip(canvasElement));
    // Right to left, scrolling forward moves towards negative scrollLeft.
    await expect(strip(canvasElement).scrollLeft).toBeLessThan(0);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Nova Play Hot' })).toHaveFocus();
  },
};
