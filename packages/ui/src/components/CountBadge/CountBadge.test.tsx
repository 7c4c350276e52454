import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { CountBadge } from './CountBadge';

describe('CountBadge', () => {
  it('renders nothing at 0 or below', () => {
    const { container, rerender } = renderWithTheme(<CountBadge count={0} />);
    expect(container.querySelector('[data-count]')).toBeNull();
    rerender(<CountBadge count={-3} />);
    expect(container.querySelector('[data-count]')).toBeNull();
    rerender(<CountBadge count={Number.NaN} />);
    expect(container.querySelector('[data-count]')).toBeNull();
  });

  it('shows the count, and 99+ above the maximum while the label keeps the exact count', () => {
    const { rerender } = renderWithTheme(<CountBadge count={99} data-testid="b" />);
    expect(screen.getByTestId('b')).toHaveTextContent('99');
    expect(screen.getByText('99 unread')).toBeInTheDocument();
    rerender(<CountBadge count={100} data-testid="b" />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('100 unread')).toBeInTheDocument();
    rerender(<CountBadge count={12} max={9} label={(n) => `${n} new messages`} data-testid="b" />);
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('12 new messages')).toBeInTheDocument();
  });

  it('badges a child on its corner, and leaves the child alone at 0', () => {
    const { rerender } = renderWithTheme(
      <CountBadge count={3} id="msg-count">
        <button type="button" aria-describedby="msg-count">
          Messages
        </button>
      </CountBadge>,
    );
    const button = screen.getByRole('button', { name: 'Messages' });
    expect(button).toHaveAccessibleDescription('3 unread');
    expect(document.getElementById('msg-count')).toHaveAttribute('data-placement', 'corner');
    expect(document.getElementById('msg-count')).toHaveAttribute('data-overlap', 'rectangular');
    rerender(
      <CountBadge count={0} id="msg-count">
        <button type="button">Messages</button>
      </CountBadge>,
    );
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(document.getElementById('msg-count')).toBeNull();
  });

  it('stands alone inline and forwards its ref to the badge', () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithTheme(<CountBadge ref={ref} count={5} />);
    expect(ref.current).toHaveAttribute('data-placement', 'inline');
    expect(ref.current).toHaveAttribute('data-count', '5');
  });
});
