/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubIntersectionObserver } from '../../test/stubIntersectionObserver';
import { renderWithTheme } from '../../test/render';
import { sampleProviders } from '../ProviderCard/samples';
import { ProviderSlider } from './ProviderSlider';

type Handler = (s: FakeSwiperType) => void;
type FakeSwiperType = InstanceType<typeof FakeSwiper>;

const { FakeSwiper, instances } = vi.hoisted(() => {
  const instances: FakeSwiper[] = [];
  class FakeSwiper {
    static locked = false;
    activeIndex = 0;
    isLocked = FakeSwiper.locked;
    params: {
      slidesPerView: number;
      slidesPerGroup: number;
      speed: number;
      breakpoints: Record<number, { slidesPerView: number }>;
    };
    constructor(
      public el: HTMLElement,
      options: FakeSwiper['params'] & { on: Record<string, Handler> },
    ) {
      this.params = options;
      this.on = options.on;
      instances.push(this);
      this.on.init?.(this);
    }
    on: Record<string, Handler>;
    slideNext = vi.fn(() => {
      this.activeIndex += this.params.slidesPerGroup;
      this.on.slideChange?.(this);
    });
    slidePrev = vi.fn(() => {
      this.activeIndex = Math.max(0, this.activeIndex - this.params.slidesPerGroup);
      this.on.slideChange?.(this);
    });
    update = vi.fn();
    destroy = vi.fn();
    changeLanguageDirection = vi.fn();
  }
  return { FakeSwiper, instances };
});

vi.mock('swiper', () => ({ Swiper: FakeSwiper, default: FakeSwiper }));

const providers = sampleProviders(20);
const current = () => instances[instances.length - 1]!;

beforeEach(() => {
  instances.length = 0;
  FakeSwiper.locked = false;
});

describe('ProviderSlider', () => {
  it('renders nothing without providers', () => {
    const { container } = renderWithTheme(<ProviderSlider providers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows every logo as a named button that reports its provider', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<ProviderSlider providers={providers.slice(0, 1)} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aster Games' }));
    expect(onSelect).toHaveBeenCalledWith(providers[0]);
    expect(screen.queryByRole('button', { name: 'Next providers' })).toBeNull();
  });

  it('pages a view at a time with swiper; logos out of view are inert', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProviderSlider providers={providers} perView={9} />);
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Game providers' })).toHaveAttribute('data-state', 'enhanced'),
      {
        timeout: 5000,
      },
    );
    const next = screen.getByRole('button', { name: 'Next providers' });
    // Wide view 9, narrower ones capped by it; a view pages as a group.
    expect(current().params.breakpoints[900]).toMatchObject({ slidesPerView: 9, slidesPerGroup: 9 });
    const slides = () => screen.getAllByRole('listitem', { hidden: true });
    expect(slides().filter((li) => !li.hasAttribute('inert'))).toHaveLength(current().params.slidesPerView);
    await user.click(next);
    expect(current().slideNext).toHaveBeenCalledTimes(1);
    expect(slides()[0]).toHaveAttribute('inert');
    expect(slides()[current().activeIndex]).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Previous providers' }));
    expect(slides()[0]).not.toHaveAttribute('inert');
  });

  it('away from the screen holds only the first view of logos, and every logo once near it', async () => {
    const { showAll } = stubIntersectionObserver();
    try {
      renderWithTheme(<ProviderSlider providers={providers} perView={9} />);
      const slides = () => screen.getAllByRole('listitem', { hidden: true });
      expect(slides()).toHaveLength(9);
      expect(screen.getByRole('button', { name: providers[8]!.name })).toBeInTheDocument();
      expect(instances).toHaveLength(0);
      // More logos than a view: the buttons are there before swiper, and scroll the row itself.
      const row = screen.getByRole('list', { hidden: true }).parentElement as HTMLElement;
      const scrollBy = vi.fn();
      row.scrollBy = scrollBy;
      Object.defineProperty(row, 'clientWidth', { value: 500 });
      await userEvent.click(screen.getByRole('button', { name: 'Next providers' }));
      expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 500 }));
      showAll();
      await waitFor(() => expect(slides()).toHaveLength(providers.length));
      await screen.findByRole('button', { name: 'Next providers' }, { timeout: 5000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hides the buttons when every logo fits', async () => {
    FakeSwiper.locked = true;
    renderWithTheme(<ProviderSlider providers={providers.slice(0, 3)} />);
    await waitFor(() => expect(screen.getByRole('region')).toHaveAttribute('data-state', 'enhanced'), {
      timeout: 5000,
    });
    expect(screen.queryByRole('button', { name: 'Next providers' })).toBeNull();
  });

  it('follows a change of writing direction, and rebuilds for a new view size', async () => {
    const { rerender } = renderWithTheme(<ProviderSlider providers={providers} perView={9} />);
    await waitFor(() => expect(instances).toHaveLength(1), { timeout: 5000 });
    const first = current();
    document.documentElement.dir = 'rtl';
    try {
      await waitFor(() => expect(first.changeLanguageDirection).toHaveBeenLastCalledWith('rtl'));
    } finally {
      document.documentElement.removeAttribute('dir');
    }
    rerender(<ProviderSlider providers={providers} perView={6} />);
    await waitFor(() => expect(current()).not.toBe(first));
    expect(first.destroy).toHaveBeenCalled();
    expect(current().params.breakpoints[900]).toMatchObject({ slidesPerView: 6, slidesPerGroup: 6 });
  });

  it('keeps swiper out of the static import graph', () => {
    for (const file of ['ProviderSlider.tsx', 'ProviderSlider.styles.ts', 'ProviderSlider.types.ts', 'index.ts']) {
      const source = readFileSync(join(__dirname, file), 'utf8');
      expect(source).not.toMatch(/^\s*(import|export)\s+(?!type\b)[^;]*from\s+['"]swiper/m);
    }
  });
});
