import { Profiler, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { GlobalStyle, ThemeProvider } from '../../theme';

/** `rerender` replaces the whole tree: wrap it the way `renderWithTheme` did. */
const themed = (ui: ReactElement) => (
  <ThemeProvider>
    <GlobalStyle />
    {ui}
  </ThemeProvider>
);
import { Clock } from './Clock';

afterEach(() => vi.useRealTimers());

const timeEl = () => document.querySelector('time') as HTMLTimeElement;

describe('Clock', () => {
  it('shows a fixed time in a <time> element with a machine-readable dateTime', () => {
    const fixed = new Date(2024, 2, 5, 9, 7, 3);
    renderWithTheme(<Clock now={fixed} />);
    expect(timeEl()).toHaveTextContent('05/03/2024 09:07:03');
    expect(timeEl()).toHaveAttribute('datetime', fixed.toISOString());
  });

  it('is not a live region: the seconds are not read out', () => {
    renderWithTheme(<Clock now={0} />);
    expect(document.querySelector('[aria-live]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('ticks on each full second of the clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 0, 1, 12, 0, 0, 400));
    renderWithTheme(<Clock />);
    expect(timeEl()).toHaveTextContent('01/01/2024 12:00:00');
    act(() => vi.advanceTimersByTime(599));
    expect(timeEl()).toHaveTextContent('12:00:00');
    act(() => vi.advanceTimersByTime(1));
    expect(timeEl()).toHaveTextContent('12:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(timeEl()).toHaveTextContent('12:00:02');
    act(() => vi.advanceTimersByTime(58_000));
    expect(timeEl()).toHaveTextContent('01/01/2024 12:01:00');
  });

  it('a fixed time or paused does not tick; unmount stops the timer', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 0, 1, 12, 0, 0));
    const { rerender, unmount } = renderWithTheme(<Clock paused />);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(timeEl()).toHaveTextContent('12:00:00');
    rerender(themed(<Clock now={new Date(2020, 5, 6, 7, 8, 9)} />));
    expect(vi.getTimerCount()).toBe(0);
    rerender(themed(<Clock />));
    expect(timeEl()).toHaveTextContent('12:00:05');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks without rendering through React, so it never interrupts a page being rendered', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 0, 1, 12, 0, 0));
    const commits = vi.fn();
    renderWithTheme(
      <Profiler id="clock" onRender={commits}>
        <Clock />
      </Profiler>,
    );
    const mounted = commits.mock.calls.length;
    act(() => vi.advanceTimersByTime(3_000));
    expect(timeEl()).toHaveTextContent('01/01/2024 12:00:03');
    expect(timeEl()).toHaveAttribute('datetime', new Date(2024, 0, 1, 12, 0, 3).toISOString());
    expect(commits).toHaveBeenCalledTimes(mounted);
  });

  it('a custom format ticks too', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 0, 1, 12, 0, 0));
    renderWithTheme(<Clock format={(d) => `${d.getMinutes()}:${d.getSeconds()}`} />);
    expect(timeEl()).toHaveTextContent('0:0');
    act(() => vi.advanceTimersByTime(2_000));
    expect(timeEl()).toHaveTextContent('0:2');
  });

  it('takes a format override', () => {
    renderWithTheme(<Clock now={new Date(2024, 6, 4, 18, 30, 0)} format={(d) => `${d.getFullYear()}-07-04 6:30 PM`} />);
    expect(timeEl()).toHaveTextContent('2024-07-04 6:30 PM');
  });
});
