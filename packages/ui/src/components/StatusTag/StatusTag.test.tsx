import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { StatusTag } from './StatusTag';

describe('StatusTag', () => {
  it('names the state in its text and carries its tone, neutral unless told', () => {
    const { rerender } = renderWithTheme(<StatusTag data-testid="tag">Pending</StatusTag>);
    expect(screen.getByTestId('tag')).toHaveTextContent('Pending');
    expect(screen.getByTestId('tag')).toHaveAttribute('data-tone', 'neutral');
    rerender(
      <StatusTag data-testid="tag" tone="danger">
        Rejected
      </StatusTag>,
    );
    expect(screen.getByTestId('tag')).toHaveAttribute('data-tone', 'danger');
  });

  it('passes its ref and attributes to the element', () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithTheme(
      <StatusTag ref={ref} id="s" aria-label="Order state: paid">
        Paid
      </StatusTag>,
    );
    expect(ref.current).toBe(document.getElementById('s'));
    expect(ref.current).toHaveAccessibleName('Order state: paid');
  });
});
