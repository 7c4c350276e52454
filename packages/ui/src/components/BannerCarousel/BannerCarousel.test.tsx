/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { GlobalStyle, ThemeProvider } from '../../theme';
import { BannerCarousel } from './BannerCarousel';
import { sampleBanners } from './sampleBanners';
import { stubIdleCallback } from '../../test/stubIdleCallback';

const { FakeSwiper, instances } = vi.hoisted(() => {
  const instances: InstanceType<typeof FakeSwiper>[] = [];
  class FakeSwiper {
    realIndex = 0;
    rtl: boolean;
    destroyed = false;
    params: { speed: number } | undefined;
    options: Record<string, unknown>;
    width = 358;
    private readonly notify: (s: FakeSwiper) => void;
    constructor(
      public el: HTMLElement,
      options: { speed: number; on: { slideChange: (s: FakeSwiper) => void } },
    ) {
      this.params = { speed: options.speed };
      this.options = options;
      this.notify = options.on.slideChange;
      this.rtl = getComputedStyle(el).direction === 'rtl';
      instances.push(this);
    }
    private get count() {
      return this.el.querySelectorAll('.swiper-slide').length;
    }
    slideTo = vi.fn((index: number) => {
      this.realIndex = index;
      this.notify(this);
    });
    slideNext = vi.fn(() => this.slideTo((this.realIndex + 1) % this.count));
    slidePrev = vi.fn(() => this.slideTo((this.realIndex - 1 + this.count) % this.count));
    changeLanguageDirection = vi.fn((dir: 'ltr' | 'rtl') => {
      this.rtl = dir === 'rtl';
    });
    update = vi.fn();
    emit = vi.fn();
    // As swiper's destroy(true): the instance loses its properties (params among them).
    destroy = vi.fn(() => {
      this.params = undefined;
      this.destroyed = true;
    });
  }
  return { FakeSwiper, instances };
});

vi.mock('swiper', () => ({ Swiper: FakeSwiper, default: FakeSwiper }));

const plain = sampleBanners.map((banner) => ({ ...banner, linkageType: null }));
const current = () => instances[instances.length - 1]!;
const loaded = () => screen.findByRole('button', { name: 'Next banner' });

function stubReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  instances.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('dir');
});

describe('BannerCarousel', () => {
  it('renders nothing when there are no banners', () => {
    const { container } = renderWithTheme(<BannerCarousel banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('one banner: a plain high-priority image with reserved space; swiper is never loaded', async () => {
    renderWithTheme(<BannerCarousel banners={plain.slice(0, 1)} imageWidth={1200} imageHeight={400} />);
    const image = screen.getByRole('img', { name: plain[0]!.alt });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '400');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instances).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Banners' })).not.toHaveAttribute('aria-roledescription');
  });

  it('several banners: paints the first image alone, then loads swiper and shows the controls', async () => {
    renderWithTheme(<BannerCarousel banners={plain} autoplay={false} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('group', { name: 'Choose a banner' })).toBeNull();
    await loaded();
    expect(instances).toHaveLength(1);
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(4);
    const dots = within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show banner 1 of 4',
      'Show banner 2 of 4',
      'Show banner 3 of 4',
      'Show banner 4 of 4',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('with enhanceAfterMs, shows the first banner alone until that time has passed and the page is idle', async () => {
    vi.useFakeTimers();
    const { runIdle } = stubIdleCallback();
    renderWithTheme(<BannerCarousel banners={plain} enhanceAfterMs={3000} />);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    // The time has passed, but the page is not idle yet: still the first banner alone, no controls.
    expect(instances).toHaveLength(0);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    runIdle();
    for (let i = 0; i < 100 && !screen.queryByRole('button', { name: 'Next banner' }); i += 1) {
      await act(async () => vi.advanceTimersByTimeAsync(1));
    }
    expect(instances).toHaveLength(1);
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(4);
  });

  it('with enhanceAfterMs, a touch on the strip or focus inside it brings swiper at once', async () => {
    // The page never turns idle here.
    stubIdleCallback();
    const { unmount } = renderWithTheme(<BannerCarousel banners={plain} enhanceAfterMs={60_000} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instances).toHaveLength(0);
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Banners' }), { pointerType: 'touch' });
    await loaded();
    expect(instances).toHaveLength(1);
    unmount();

    renderWithTheme(<BannerCarousel banners={sampleBanners} onBannerClick={() => {}} enhanceAfterMs={60_000} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instances).toHaveLength(1);
    act(() =>
      within(screen.getByRole('group', { name: '1 of 4' }))
        .getByRole('button')
        .focus(),
    );
    await loaded();
    expect(instances).toHaveLength(2);
  });

  it('keeps swiper out of the static import graph', () => {
    const read = (file: string) => readFileSync(join(__dirname, file), 'utf8');
    for (const file of ['BannerCarousel.tsx', 'useLazySwiper.ts', 'index.ts']) {
      const source = read(file);
      expect(source).not.toMatch(/^\s*(import|export)\s+(?!type\b)[^;]*from\s+['"]swiper/m);
      expect(source).not.toMatch(/^\s*import\s+['"]swiper/m);
    }
    expect(read('useLazySwiper.ts')).toContain("import('swiper')");
  });

  it('pagination, previous and next drive the swiper; hidden slides are inert', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BannerCarousel banners={plain} autoplay={false} />);
    await loaded();
    const dots = within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button');
    await user.click(dots[2]!);
    expect(current().slideTo).toHaveBeenCalledWith(2);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('group', { name: '3 of 4' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '1 of 4', hidden: true })).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(current().slidePrev).toHaveBeenCalledTimes(2);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
  });

  it('asks for a banner’s picture once it is shown or next to the one shown, and keeps it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BannerCarousel banners={plain} autoplay={false} />);
    await loaded();
    const asked = () =>
      plain.map((banner) => screen.getByRole('img', { name: banner.alt, hidden: true }).hasAttribute('src'));
    expect(asked()).toEqual([true, true, false, false]);
    await user.click(within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button')[2]!);
    expect(asked()).toEqual([true, true, true, true]);
    expect(screen.getByRole('img', { name: plain[3]!.alt, hidden: true })).toHaveAttribute('src', plain[3]!.imageUrl);
    await user.click(within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole('button')[0]!);
    expect(asked()).toEqual([true, true, true, true]);
  });

  it('only banners with a linkage type are buttons that call onBannerClick', async () => {
    const onBannerClick = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<BannerCarousel banners={sampleBanners} onBannerClick={onBannerClick} autoplay={false} />);
    await user.click(screen.getByRole('button', { name: sampleBanners[0]!.alt }));
    expect(onBannerClick).toHaveBeenCalledWith(sampleBanners[0]);
    await loaded();
    expect(screen.queryByRole('button', { name: sampleBanners[1]!.alt, hidden: true })).toBeNull();
    expect(screen.getByRole('img', { name: sampleBanners[1]!.alt, hidden: true }).closest('button')).toBeNull();
    expect(screen.getByRole('button', { name: sampleBanners[2]!.alt, hidden: true })).toBeInTheDocument();
  });

  it('is usable by keyboard: Tab reaches play, the pagination and the arrows; Enter and Space work them', async () => {
    const onBannerClick = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<BannerCarousel banners={sampleBanners} onBannerClick={onBannerClick} autoplay={false} />);
    await loaded();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play banners' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    const third = screen.getByRole('button', { name: 'Show banner 3 of 4' });
    expect(third).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(current().slideTo).toHaveBeenLastCalledWith(2);
    expect(third).toHaveAttribute('aria-current', 'true');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous banner' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show banner 2 of 4' })).toHaveAttribute('aria-current', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next banner' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('button', { name: 'Show banner 4 of 4' })).toHaveAttribute('aria-current', 'true');
    // The banner in view is a button when it has a linkage type: Enter opens it.
    const banner = screen.getByRole('button', { name: sampleBanners[3]!.alt });
    banner.focus();
    await user.keyboard('{Enter}');
    expect(onBannerClick).toHaveBeenCalledWith(sampleBanners[3]);
    // The play button starts the rotation again, from the keyboard too.
    screen.getByRole('button', { name: 'Play banners' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause banners' })).toHaveFocus();
  });

  it('advances every autoplayMs and pauses with the pause button', async () => {
    vi.useFakeTimers();
    renderWithTheme(<BannerCarousel banners={plain} autoplayMs={5000} />);
    // Step the fake clock 1 ms at a time until swiper is in place: the first advance is due ~5000 ms later.
    for (let i = 0; i < 100 && !screen.queryByRole('button', { name: 'Next banner' }); i += 1) {
      await act(async () => vi.advanceTimersByTimeAsync(1));
    }
    expect(instances).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(4900));
    expect(current().slideNext).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(current().slideNext).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(current().slideNext).toHaveBeenCalledTimes(2);

    act(() => screen.getByRole('button', { name: 'Pause banners' }).click());
    expect(screen.getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(current().slideNext).toHaveBeenCalledTimes(2);

    act(() => screen.getByRole('button', { name: 'Play banners' }).click());
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(current().slideNext).toHaveBeenCalledTimes(3);
  });

  it('pauses while hovered and while focus is inside (except on the play/pause button)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BannerCarousel banners={plain} autoplayMs={5000} />);
    await loaded();
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(region).toHaveAttribute('data-state', 'playing');
    await user.hover(region);
    expect(region).toHaveAttribute('data-state', 'paused');
    await user.unhover(region);
    expect(region).toHaveAttribute('data-state', 'playing');
    act(() => screen.getByRole('button', { name: 'Show banner 2 of 4' }).focus());
    expect(region).toHaveAttribute('data-state', 'paused');
    act(() => screen.getByRole('button', { name: 'Pause banners' }).focus());
    expect(region).toHaveAttribute('data-state', 'playing');
    act(() => screen.getByRole('button', { name: 'Pause banners' }).blur());
    expect(region).toHaveAttribute('data-state', 'playing');
  });

  it('under prefers-reduced-motion does not advance by itself and slides without animation', async () => {
    stubReducedMotion();
    renderWithTheme(<BannerCarousel banners={plain} />);
    await loaded();
    expect(screen.getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Banners' })).toHaveAttribute('data-state', 'paused');
    expect(current().params?.speed).toBe(0);
  });

  it('follows the writing direction, also when it changes', async () => {
    document.documentElement.dir = 'rtl';
    const { rerender } = renderWithTheme(<BannerCarousel banners={plain} autoplay={false} />);
    await loaded();
    expect(current().rtl).toBe(true);
    document.documentElement.dir = 'ltr';
    await waitFor(() => expect(current().changeLanguageDirection).toHaveBeenLastCalledWith('ltr'));
    rerender(
      <ThemeProvider>
        <GlobalStyle />
        <BannerCarousel banners={plain} autoplay={false} dir="rtl" />
      </ThemeProvider>,
    );
    expect(instances).toHaveLength(1);
    await waitFor(() => expect(current().changeLanguageDirection).toHaveBeenLastCalledWith('rtl'));
  });

  it('follows real changes of its width only, not the fraction of a pixel its own measure rounds away', async () => {
    const observers: { callback: ResizeObserverCallback; disconnect: () => void }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        disconnect = vi.fn();
        constructor(public callback: ResizeObserverCallback) {
          observers.push(this);
        }
        observe() {}
        unobserve() {}
      },
    );
    const { unmount } = renderWithTheme(<BannerCarousel banners={plain} autoplay={false} />);
    await loaded();
    expect(current().options.resizeObserver).toBe(false);
    const report = (width: number) =>
      observers.at(-1)!.callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
    report(358.4);
    expect(current().emit).not.toHaveBeenCalled();
    report(300);
    expect(current().emit).toHaveBeenCalledWith('resize');
    unmount();
    expect(observers.at(-1)!.disconnect).toHaveBeenCalled();
  });

  it('destroys the swiper on unmount and passes the ref and native props through', async () => {
    const ref = { current: null as HTMLElement | null };
    const { unmount } = renderWithTheme(
      <BannerCarousel
        ref={ref}
        banners={plain}
        autoplay={false}
        data-testid="strip"
        labels={{ region: 'Promotions' }}
      />,
    );
    expect(ref.current).toBe(screen.getByTestId('strip'));
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute('aria-roledescription', 'carousel');
    await loaded();
    unmount();
    expect(current().destroy).toHaveBeenCalled();
  });

  it('changing its banners and the motion preference together leaves the destroyed swiper alone', async () => {
    const { rerender } = renderWithTheme(<BannerCarousel banners={plain} autoplay={false} />);
    await loaded();
    const first = current();
    // One render brings both: the slide count changes (the swiper is rebuilt) and so does the speed.
    stubReducedMotion();
    rerender(
      <ThemeProvider>
        <GlobalStyle />
        <BannerCarousel banners={plain.slice(0, 2)} autoplay={false} />
      </ThemeProvider>,
    );
    await waitFor(() => expect(instances).toHaveLength(2));
    expect(first.destroy).toHaveBeenCalled();
    await waitFor(() => expect(current().params?.speed).toBe(0));
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
  });
});
