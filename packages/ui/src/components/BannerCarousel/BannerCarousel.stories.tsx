import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emulateReducedMotion } from '../../test/emulateReducedMotion';
import { BannerCarousel } from './BannerCarousel';
import { sampleBanners } from './sampleBanners';

const plainBanners = sampleBanners.map((banner) => ({ ...banner, linkageType: null }));

/** Resolves once swiper has loaded and the controls are on screen. */
const enhanced = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Next banner' }, { timeout: 5000 });

const meta = {
  title: 'Showcase/BannerCarousel',
  component: BannerCarousel,
  args: { banners: sampleBanners, onBannerClick: fn(), autoplay: false, autoplayMs: 5000 },
  argTypes: { autoplayMs: { control: { type: 'number', min: 1000, step: 500 } } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await enhanced(canvasElement);
  },
};

/** §2: the strip shows only if the group has banners. */
export const NoBanners: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** One banner: a plain image, painted at once; swiper is never loaded and there is no pagination. */
export const OneBanner: Story = {
  args: { banners: plainBanners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /welcome bonus/i });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('.swiper-initialized')).toBeNull();
  },
};

export const SeveralBanners: Story = {
  args: { banners: plainBanners },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enhanced(canvasElement);
    const dots = within(canvas.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button');
    await expect(dots).toHaveLength(4);
    await userEvent.click(dots[2]!);
    await waitFor(() => expect(dots[2]).toHaveAttribute('aria-current', 'true'));
    await expect(canvas.getByRole('group', { name: '3 of 4' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('group', { name: '1 of 4', hidden: true })).toHaveAttribute('inert');
    // Plain banners are images, not controls.
    await expect(canvas.queryByRole('button', { name: /cashback/i })).toBeNull();
  },
};

/** Banners with a linkage type are buttons; the one without (cashback) stays an image. */
export const WithLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await enhanced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /welcome bonus/i }));
    await expect(args.onBannerClick).toHaveBeenCalledWith(sampleBanners[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    const cashback = await canvas.findByRole('img', { name: /weekly cashback/i });
    await waitFor(() => expect(cashback.closest('[role="group"]')).not.toHaveAttribute('inert'));
    await expect(canvas.queryByRole('button', { name: /weekly cashback/i })).toBeNull();
    await expect(args.onBannerClick).toHaveBeenCalledTimes(1);
  },
};

/**
 * Keyboard only: the arrows work with Enter; from them Tab goes to the banner in view, skipping
 * the hidden slides, and Enter opens it.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = await enhanced(canvasElement);
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 of 4' })).not.toHaveAttribute('inert'));
    await userEvent.keyboard('{Enter}');
    const third = canvas.getByRole('group', { name: '3 of 4' });
    await waitFor(() => expect(third).not.toHaveAttribute('inert'));
    // A banner on a hidden slide cannot take focus.
    const hidden = canvas.getByRole('button', { name: sampleBanners[0]!.alt, hidden: true });
    hidden.focus();
    await expect(hidden).not.toHaveFocus();
    // So the Tab sequence after the arrows is the banner in view (the browser skips inert slides;
    // the simulated Tab of the test library does not know inert, so the sequence is read here).
    const live = within(third).getByRole('button', { name: sampleBanners[2]!.alt });
    const reachable: Element[] = Array.from(canvasElement.querySelectorAll('button')).filter(
      (button) => !button.closest('[inert]'),
    );
    await expect(reachable.indexOf(live)).toBe(reachable.indexOf(next) + 1);
    live.focus();
    await expect(live).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBannerClick).toHaveBeenCalledWith(sampleBanners[2]);
  },
};

/** prefers-reduced-motion: nothing advances by itself (the play button would start it). */
export const ReducedMotion: Story = {
  args: { banners: plainBanners, autoplay: true, autoplayMs: 1000 },
  beforeEach: () => emulateReducedMotion(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enhanced(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Banners' })).toHaveAttribute('data-state', 'paused');
    await expect(canvas.getByRole('button', { name: 'Play banners' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const dots = within(canvas.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button');
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** Right to left: "previous" sits on the right and the slides run leftwards. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { banners: plainBanners },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await enhanced(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous banner' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await expect(canvasElement.querySelector('.swiper-rtl')).not.toBeNull();
    await userEvent.click(next);
    const second = canvas.getByRole('group', { name: '2 of 4' });
    await waitFor(() => expect(second).not.toHaveAttribute('inert'));
    await waitFor(() =>
      expect(Math.round(second.getBoundingClientRect().left)).toBe(
        Math.round(canvasElement.querySelector('section')!.getBoundingClientRect().left),
      ),
    );
  },
};

/** Rotating every second, then paused with the pause button (WCAG 2.2.2): it stays on banner 2. */
export const Paused: Story = {
  args: { banners: plainBanners, autoplay: true, autoplayMs: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enhanced(canvasElement);
    const dots = within(canvas.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button');
    await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
    const pause = canvas.getByRole('button', { name: 'Pause banners' });
    await userEvent.click(pause);
    await userEvent.unhover(pause);
    await expect(canvas.getByRole('button', { name: 'Play banners' })).toBe(pause);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(dots[1]).toHaveAttribute('aria-current', 'true');
  },
};
