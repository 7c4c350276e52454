import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ProviderMenu } from './ProviderMenu';
import type { ProviderMenuItem } from './ProviderMenu.types';

const providers = (count: number): ProviderMenuItem[] =>
  Array.from({ length: count }, (_, i) => ({ code: `P${i + 1}`, name: `Provider ${i + 1}`, isHot: i === 1 ? 1 : 0 }));

const tiles = () => within(screen.getByRole('toolbar')).getAllByRole('button', { name: /^Provider \d+/ });

describe('ProviderMenu', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
  });

  it('shows at most 15 providers, and a More button only when there are more than 15', async () => {
    const onMore = vi.fn();
    const { rerender } = renderWithTheme(<ProviderMenu providers={providers(15)} onMore={onMore} />);
    expect(tiles()).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();

    rerender(<ProviderMenu providers={providers(16)} onMore={onMore} />);
    expect(tiles()).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Provider 16' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('shows scroll arrows only above 9 providers', () => {
    const { rerender } = renderWithTheme(<ProviderMenu providers={providers(9)} />);
    expect(screen.queryByRole('button', { name: 'Next providers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous providers' })).toBeNull();
    rerender(<ProviderMenu providers={providers(10)} />);
    expect(screen.getByRole('button', { name: 'Next providers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous providers' })).toBeInTheDocument();
    rerender(<ProviderMenu providers={providers(5)} arrowsAbove={4} maxItems={4} moreLabel="All providers" />);
    expect(tiles()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Next providers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All providers' })).toBeInTheDocument();
  });

  it('marks hot providers in their names', () => {
    renderWithTheme(<ProviderMenu providers={providers(3)} hotLabel="Hot" />);
    expect(screen.getByRole('button', { name: 'Provider 2 Hot' })).toBeInTheDocument();
  });

  it('is one tab stop; arrow keys, Home and End move between tiles and More', async () => {
    renderWithTheme(<ProviderMenu providers={providers(17)} label="Slots providers" />);
    expect(screen.getByRole('toolbar', { name: 'Slots providers' })).toBeInTheDocument();
    await userEvent.tab();
    expect(tiles()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(tiles()[2]).toHaveFocus();
    expect(tiles()[2]).toHaveAttribute('tabindex', '0');
    expect(tiles()[0]).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(tiles()[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tiles()[0]).toHaveFocus();
    // Leaving and coming back returns to the last tile used.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(tiles()[1]).toHaveFocus();
  });

  it('mirrors the arrow keys right to left', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    renderWithTheme(<ProviderMenu providers={providers(5)} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tiles()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tiles()[0]).toHaveFocus();
  });

  it('Enter selects the focused provider', async () => {
    const onSelect = vi.fn();
    const list = providers(12);
    renderWithTheme(<ProviderMenu providers={list} onSelect={onSelect} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(list[1]);
    await userEvent.click(tiles()[4]!);
    expect(onSelect).toHaveBeenLastCalledWith(list[4]);
  });

  it('the arrows page the strip in reading direction', async () => {
    const scrollBy = vi.fn();
    const dims = { scrollWidth: 2000, clientWidth: 500 };
    const spies = Object.entries(dims).map(([key, value]) =>
      vi.spyOn(HTMLElement.prototype, key as 'scrollWidth', 'get').mockReturnValue(value),
    );
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    try {
      const { unmount } = renderWithTheme(<ProviderMenu providers={providers(12)} />);
      const previous = screen.getByRole('button', { name: 'Previous providers' });
      expect(previous).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Next providers' }));
      expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 400 }));
      unmount();

      document.documentElement.setAttribute('dir', 'rtl');
      renderWithTheme(<ProviderMenu providers={providers(12)} />);
      await userEvent.click(screen.getByRole('button', { name: 'Next providers' }));
      expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -400 }));
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });

  it('renders nothing without providers, and forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    const { container, rerender } = renderWithTheme(<ProviderMenu providers={[]} />);
    expect(container.querySelector('[role="toolbar"]')).toBeNull();
    rerender(<ProviderMenu ref={ref} providers={providers(2)} />);
    expect(ref.current).toBe(screen.getByRole('toolbar'));
  });
});
