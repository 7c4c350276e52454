import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubIntersectionObserver } from '../../test/stubIntersectionObserver';
import { stubIdleCallback } from '../../test/stubIdleCallback';
import { renderWithTheme } from '../../test/render';
import { Marquee } from './Marquee';
import { emulateReducedMotion } from '../../test/emulateReducedMotion';
import { sampleNotices } from './sampleNotices';

const region = () => screen.getByRole('region', { name: 'Notices' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Marquee', () => {
  it('renders nothing without items', () => {
    const { container } = renderWithTheme(<Marquee items={[]} onSelect={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('every title is a button: click, Enter and Space call onSelect with the item', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Marquee items={sampleNotices} onSelect={onSelect} />);
    const list = within(region()).getByRole('list');
    const second = within(list).getByRole('button', { name: sampleNotices[1]!.title });
    await user.click(second);
    second.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(onSelect).toHaveBeenCalledWith(sampleNotices[1]);
  });

  it('Tab visits each title once (the looping copy is skipped), then the pause button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Marquee items={sampleNotices} onSelect={() => {}} />);
    for (const notice of sampleNotices) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(notice.title);
    }
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Pause notices');
    // Assistive technology hears each title once.
    expect(within(region()).getAllByRole('button', { name: sampleNotices[0]!.title })).toHaveLength(1);
  });

  it('pauses on hover and while focus is inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Marquee items={sampleNotices} onSelect={() => {}} />);
    expect(region()).toHaveAttribute('data-state', 'running');
    await user.hover(region());
    expect(region()).toHaveAttribute('data-state', 'paused');
    await user.unhover(region());
    expect(region()).toHaveAttribute('data-state', 'running');
    await user.tab();
    expect(region()).toHaveAttribute('data-state', 'paused');
    await user.tab({ shift: true });
    expect(region()).toHaveAttribute('data-state', 'running');
  });

  it('stands still while scrolled out of view, and scrolls again once back', () => {
    const { hideAll, showAll } = stubIntersectionObserver();
    renderWithTheme(<Marquee items={sampleNotices} onSelect={() => {}} />);
    expect(region()).toHaveAttribute('data-state', 'running');
    hideAll();
    expect(region()).toHaveAttribute('data-state', 'paused');
    expect(screen.getByRole('button', { name: 'Pause notices' })).toBeInTheDocument();
    showAll();
    expect(region()).toHaveAttribute('data-state', 'running');
  });

  it('the pause button stops and restarts the scrolling', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Marquee items={sampleNotices} onSelect={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Pause notices' });
    act(() => toggle.click());
    expect(toggle).toHaveAccessibleName('Play notices');
    expect(region()).toHaveAttribute('data-state', 'paused');
    act(() => toggle.click());
    expect(region()).toHaveAttribute('data-state', 'running');
    // Focus on the button itself does not hold the scrolling.
    await user.click(toggle);
    await user.unhover(toggle);
    await user.click(toggle);
    await user.unhover(toggle);
    expect(toggle).toHaveFocus();
    expect(region()).toHaveAttribute('data-state', 'running');
  });

  it('paused prop stops the scrolling and hides the pause button', () => {
    renderWithTheme(<Marquee items={sampleNotices} onSelect={() => {}} paused />);
    expect(region()).toHaveAttribute('data-state', 'paused');
    expect(screen.queryByRole('button', { name: 'Pause notices' })).toBeNull();
  });

  it('under prefers-reduced-motion shows the titles once, standing still, with no pause button', () => {
    const restore = emulateReducedMotion();
    try {
      renderWithTheme(<Marquee items={sampleNotices} onSelect={() => {}} />);
      expect(region()).toHaveAttribute('data-motion', 'reduce');
      expect(region()).not.toHaveAttribute('data-ready');
      expect(region().querySelectorAll('button')).toHaveLength(sampleNotices.length);
      expect(screen.queryByRole('button', { name: 'Pause notices' })).toBeNull();
    } finally {
      restore();
    }
  });

  it('derives the animation duration from the width of the titles and the speed', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 900 } as DOMRect);
    renderWithTheme(<Marquee items={sampleNotices} onSelect={() => {}} speed={45} />);
    expect(region().style.getPropertyValue('--marquee-duration')).toBe('20s');
    expect(region()).toHaveAttribute('data-ready');
  });

  it('with startAfterMs, stands still until that long has passed and the browser is idle, then scrolls', () => {
    vi.useFakeTimers();
    const { runIdle } = stubIdleCallback();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 900 } as DOMRect);
    try {
      renderWithTheme(<Marquee items={sampleNotices} onSelect={() => {}} startAfterMs={3000} />);
      // Measured and laid out as it will scroll, the pause button in its place, but not moving yet.
      expect(region().style.getPropertyValue('--marquee-duration')).toBe('15s');
      expect(screen.getByRole('button', { name: 'Pause notices' })).toBeInTheDocument();
      expect(region()).not.toHaveAttribute('data-ready');
      act(() => vi.advanceTimersByTime(3000));
      expect(region()).not.toHaveAttribute('data-ready');
      runIdle();
      expect(region()).toHaveAttribute('data-ready');
      expect(region()).toHaveAttribute('data-state', 'running');
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes the ref, a custom label and native props through', () => {
    const ref = { current: null as HTMLElement | null };
    renderWithTheme(
      <Marquee ref={ref} items={sampleNotices} onSelect={() => {}} label="System notices" data-testid="m" />,
    );
    expect(ref.current).toBe(screen.getByTestId('m'));
    expect(screen.getByRole('region', { name: 'System notices' })).toBe(ref.current);
  });
});
