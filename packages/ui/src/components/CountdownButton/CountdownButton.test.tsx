import { createRef, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { GlobalStyle, ThemeProvider } from '../../theme';

/** `rerender` replaces the whole tree: wrap it the way `renderWithTheme` did. */
const themed = (ui: ReactElement) => (
  <ThemeProvider>
    <GlobalStyle />
    {ui}
  </ThemeProvider>
);
import { CountdownButton } from './CountdownButton';

const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe('CountdownButton', () => {
  it('idle (0 seconds): labelled "Get code" and clickable', async () => {
    const onClick = vi.fn();
    renderWithTheme(<CountdownButton onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('counting: shows the seconds, stays focusable, ignores clicks, keeps its name', async () => {
    const onClick = vi.fn();
    renderWithTheme(<CountdownButton remainingSeconds={42} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'counting');
    expect(screen.getByText('42s')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('42s');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes translated labels', () => {
    renderWithTheme(<CountdownButton remainingSeconds={9} label="Lấy mã" countingLabel={(s) => `${s} giây`} />);
    expect(screen.getByRole('button', { name: 'Lấy mã' })).toHaveAccessibleDescription('9 giây');
  });

  it('announces once when the countdown ends, and not while it counts', () => {
    const { rerender } = renderWithTheme(<CountdownButton remainingSeconds={0} />);
    expect(liveRegion()).toBeEmptyDOMElement();
    rerender(themed(<CountdownButton remainingSeconds={3} />));
    rerender(themed(<CountdownButton remainingSeconds={2} />));
    rerender(themed(<CountdownButton remainingSeconds={1} />));
    expect(liveRegion()).toBeEmptyDOMElement();
    rerender(themed(<CountdownButton remainingSeconds={0} />));
    expect(liveRegion()).toHaveTextContent('You can request a new code now');
    expect(screen.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled');
    rerender(themed(<CountdownButton remainingSeconds={60} />));
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('loading: busy, and a second request cannot be sent', async () => {
    const onClick = vi.fn();
    renderWithTheme(<CountdownButton loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: /get code/i });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled stays disabled when idle; forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<CountdownButton ref={ref} disabled />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Get code' }));
    expect(ref.current).toHaveAttribute('aria-disabled', 'true');
  });
});
