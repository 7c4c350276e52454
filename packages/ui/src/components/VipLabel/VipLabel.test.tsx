import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { VipLabel } from './VipLabel';

describe('VipLabel', () => {
  it('reads "VIP n" by default, or the club label name when given', () => {
    const { rerender } = renderWithTheme(<VipLabel level={5} data-testid="vip" />);
    expect(screen.getByTestId('vip')).toHaveTextContent(/^VIP 5$/);
    rerender(<VipLabel level={5} labelName="Gold" data-testid="vip" />);
    expect(screen.getByTestId('vip')).toHaveTextContent(/^Gold$/);
  });

  it('formats with a caller function', () => {
    renderWithTheme(<VipLabel level={3} labelName="Silver" format={(n, name) => `${name} · Lv.${n}`} />);
    expect(screen.getByText('Silver · Lv.3')).toBeInTheDocument();
  });

  it('uses the highlight tier from a level up', () => {
    const { rerender } = renderWithTheme(<VipLabel level={4} data-testid="vip" />);
    expect(screen.getByTestId('vip')).toHaveAttribute('data-tier', 'base');
    rerender(<VipLabel level={5} data-testid="vip" />);
    expect(screen.getByTestId('vip')).toHaveAttribute('data-tier', 'high');
    rerender(<VipLabel level={2} highlightFrom={2} data-testid="vip" />);
    expect(screen.getByTestId('vip')).toHaveAttribute('data-tier', 'high');
  });

  it('shows a decorative crown unless turned off, and forwards its ref', () => {
    const ref = createRef<HTMLSpanElement>();
    const { container, rerender } = renderWithTheme(<VipLabel ref={ref} level={1} />);
    expect(container.querySelector('[data-part="crown"]')).toHaveAttribute('aria-hidden', 'true');
    expect(ref.current).toHaveAttribute('data-level', '1');
    rerender(<VipLabel level={1} showIcon={false} />);
    expect(container.querySelector('[data-part="crown"]')).toBeNull();
  });
});
