import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ProviderCard } from './ProviderCard';

const LOGO = 'https://cdn.example/providers/aster.png';

describe('ProviderCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports its provider code when activated by click or keyboard', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<ProviderCard name="Aster Games" code="AG" iconUrl={LOGO} onSelect={onSelect} />);
    const tile = screen.getByRole('button', { name: 'Aster Games' });
    await userEvent.click(tile);
    tile.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(onSelect).toHaveBeenCalledWith('AG', expect.anything());
  });

  it("holds a deferred logo's place without asking for it, then asks once it is due", () => {
    const { container, rerender } = renderWithTheme(<ProviderCard name="Aster Games" iconUrl={LOGO} deferLogo />);
    const logo = container.querySelector('img')!;
    expect(logo).not.toHaveAttribute('src');
    expect(container.querySelector('[data-part="fallback-icon"]')).toBeNull();
    rerender(<ProviderCard name="Aster Games" iconUrl={LOGO} />);
    expect(container.querySelector('img')).toHaveAttribute('src', LOGO);
  });

  it('exposes selection with aria-pressed only when it is a choice', () => {
    const { rerender } = renderWithTheme(<ProviderCard name="Nova Play" />);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-pressed');
    rerender(<ProviderCard name="Nova Play" selected={false} />);
    expect(screen.getByRole('button', { pressed: false })).toBeInTheDocument();
    rerender(<ProviderCard name="Nova Play" selected />);
    expect(screen.getByRole('button', { pressed: true })).toBeInTheDocument();
  });

  it('shows the hot marker for isHot 1, and keeps it in the name in the small size', () => {
    const { rerender } = renderWithTheme(<ProviderCard name="Kiri Gaming" isHot={0} />);
    expect(screen.getByRole('button', { name: 'Kiri Gaming' })).toBeInTheDocument();
    rerender(<ProviderCard name="Kiri Gaming" isHot={1} size="sm" hotLabel="Popular" />);
    expect(screen.getByRole('button', { name: 'Kiri Gaming Popular' })).toHaveAttribute('data-size', 'sm');
  });

  it('retries a failing logo, then shows the built-in provider icon', () => {
    vi.useFakeTimers();
    const { container } = renderWithTheme(<ProviderCard name="Bluefin" iconUrl={LOGO} retryDelayMs={100} />);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const logo = container.querySelector('img')!;
      expect(logo).toHaveAttribute('src', LOGO);
      fireEvent.error(logo);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="fallback-icon"]')).not.toBeNull();
  });

  it('uses a caller fallback logo when given', () => {
    const { container } = renderWithTheme(
      <ProviderCard name="Helix" iconUrl={LOGO} fallbackImageUrl="/img/provider.png" imageAttempts={1} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/provider.png');
  });

  it('a caller onClick can cancel the selection', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<ProviderCard name="Orbit" onClick={(e) => e.preventDefault()} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('forwards its ref and exposes the category', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<ProviderCard ref={ref} name="Lotus Live" code="LL" gameType="LIVE" />);
    expect(ref.current).toBe(screen.getByRole('button'));
    expect(ref.current).toHaveAttribute('data-game-type', 'LIVE');
    expect(ref.current).toHaveAttribute('type', 'button');
  });
});
