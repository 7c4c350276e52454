import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { BalanceChip, type BalanceChipProps } from './BalanceChip';

function Harness(props: Partial<BalanceChipProps>) {
  const [hidden, setHidden] = useState(false);
  return (
    <BalanceChip
      amount="12,345.67"
      currencySymbol="₱"
      hidden={hidden}
      onHiddenChange={setHidden}
      onRefresh={() => {}}
      {...props}
    />
  );
}

describe('BalanceChip', () => {
  it('shows the symbol and the caller-formatted amount in a labelled group', () => {
    renderWithTheme(<BalanceChip amount="12,345.67" currencySymbol="₱" />);
    const group = screen.getByRole('group', { name: 'Balance' });
    expect(group).toHaveTextContent('₱12,345.67');
  });

  it('shows no buttons without their callbacks', () => {
    renderWithTheme(<BalanceChip amount="1.00" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refreshes on click', async () => {
    const onRefresh = vi.fn();
    renderWithTheme(<BalanceChip amount="1.00" onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('while refreshing: placeholder instead of the amount, busy, and the button ignores presses but keeps focus', async () => {
    const onRefresh = vi.fn();
    renderWithTheme(<BalanceChip amount="12,345.67" currencySymbol="₱" refreshing onRefresh={onRefresh} />);
    const group = screen.getByRole('group', { name: 'Balance' });
    expect(group).not.toHaveTextContent('12,345.67');
    expect(group.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
    expect(group.querySelector('[aria-busy="true"]')).toHaveTextContent('Updating balance');
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(refresh);
    refresh.focus();
    await userEvent.keyboard('{Enter} ');
    expect(onRefresh).not.toHaveBeenCalled();
    expect(refresh).toHaveFocus();
  });

  it('spins the refresh icon while refreshing, but not under reduced motion', () => {
    const { rerender } = renderWithTheme(<BalanceChip amount="1.00" refreshing onRefresh={() => {}} />);
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toHaveAttribute('data-spinning');
    rerender(<BalanceChip amount="1.00" onRefresh={() => {}} />);
    expect(screen.getByRole('button', { name: 'Refresh balance' })).not.toHaveAttribute('data-spinning');

    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    try {
      renderWithTheme(<BalanceChip amount="2.00" refreshing onRefresh={() => {}} label="Reduced" />);
      const button = screen.getByRole('group', { name: 'Reduced' }).querySelector('[data-part="refresh"]');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toHaveAttribute('data-spinning');
    } finally {
      window.matchMedia = original;
    }
  });

  it('hidden: shows *** and the real amount is not in the DOM at all', () => {
    const { container } = renderWithTheme(<BalanceChip amount="12,345.67" currencySymbol="₱" hidden />);
    expect(container).toHaveTextContent('***');
    expect(container.innerHTML).not.toContain('12,345.67');
    expect(container.innerHTML).not.toContain('12345');
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
    expect(screen.getByText('***')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hidden wins over refreshing: the placeholder never reveals a size', () => {
    const { container } = renderWithTheme(<BalanceChip amount="12,345.67" hidden refreshing onRefresh={() => {}} />);
    expect(container).toHaveTextContent('***');
    expect(container.querySelector('[data-part="placeholder"]')).toBeNull();
  });

  it('the toggle keeps its name, reports its state with aria-pressed, and round-trips', async () => {
    renderWithTheme(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('title', 'Hide balance');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Show balance');
    expect(document.body.innerHTML).not.toContain('12,345.67');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group')).toHaveTextContent('12,345.67');
  });

  it('reports the requested state to a controlling caller', async () => {
    const onHiddenChange = vi.fn();
    renderWithTheme(<BalanceChip amount="5.00" hidden onHiddenChange={onHiddenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(onHiddenChange).toHaveBeenCalledWith(false);
  });

  it('takes its strings as props', () => {
    renderWithTheme(
      <BalanceChip
        amount="5.00"
        hidden
        onRefresh={() => {}}
        onHiddenChange={() => {}}
        label="Solde"
        refreshLabel="Actualiser le solde"
        hideLabel="Masquer le solde"
        showLabel="Afficher le solde"
        hiddenAmountLabel="Solde masqué"
      />,
    );
    expect(screen.getByRole('group', { name: 'Solde' })).toHaveTextContent('Solde masqué');
    expect(screen.getByRole('button', { name: 'Actualiser le solde' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masquer le solde' })).toHaveAttribute('title', 'Afficher le solde');
  });

  it('forwards its ref and native props', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithTheme(<BalanceChip ref={ref} amount="1.00" data-testid="chip" />);
    expect(ref.current).toBe(screen.getByTestId('chip'));
  });
});
