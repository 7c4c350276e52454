import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { AmountPill } from './AmountPill';

describe('AmountPill', () => {
  it('shows a win with a plus, marked up', () => {
    renderWithTheme(<AmountPill value={125_050} />);
    expect(screen.getByText('+1,250.50')).toHaveAttribute('data-sign', 'up');
  });

  it('shows a loss with its minus, marked down', () => {
    renderWithTheme(<AmountPill value={-300} />);
    expect(screen.getByText('-3.00')).toHaveAttribute('data-sign', 'down');
  });

  it('shows zero plainly, with no sign', () => {
    renderWithTheme(<AmountPill value={0} />);
    expect(screen.getByText('0.00')).toHaveAttribute('data-sign', 'none');
  });

  it('puts the currency symbol after the sign', () => {
    renderWithTheme(
      <>
        <AmountPill value={500} currencySymbol="$" />
        <AmountPill value={-500} currencySymbol="$" />
      </>,
    );
    expect(screen.getByText('+$5.00')).toBeInTheDocument();
    expect(screen.getByText('-$5.00')).toBeInTheDocument();
  });

  it('neutral shows the amount as it is, without a plus or a sign colour', () => {
    renderWithTheme(<AmountPill value={500} tone="neutral" />);
    const pill = screen.getByText('5.00');
    expect(pill).toHaveAttribute('data-tone', 'neutral');
    expect(pill).not.toHaveAttribute('data-sign');
  });

  it('refuses a fractional amount rather than showing a wrong one', () => {
    expect(() => renderWithTheme(<AmountPill value={12.5} />)).toThrow(RangeError);
  });

  it('forwards its ref and passes native props through', () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithTheme(<AmountPill ref={ref} value={1} data-testid="pill" title="Profit" />);
    expect(screen.getByTestId('pill')).toBe(ref.current);
    expect(ref.current).toHaveAttribute('title', 'Profit');
  });
});
