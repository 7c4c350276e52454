import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a level-3 heading by default, with its description', () => {
    renderWithTheme(<EmptyState title="No games found" description="Try another provider." />);
    expect(screen.getByRole('heading', { level: 3, name: 'No games found' })).toBeInTheDocument();
    expect(screen.getByText('Try another provider.')).toBeInTheDocument();
  });

  it('titleAs fits the page outline', () => {
    renderWithTheme(<EmptyState title="No messages" titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No messages' })).toBeInTheDocument();
  });

  it('hides the icon from assistive technology', () => {
    renderWithTheme(<EmptyState title="No favourites" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the action, which stays operable', async () => {
    const onClick = vi.fn();
    renderWithTheme(<EmptyState title="No favourites" action={<Button onClick={onClick}>Browse slots</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Browse slots' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves out what is not given', () => {
    const { container } = renderWithTheme(<EmptyState title="Nothing here" />);
    expect(container.querySelector('[data-part="icon"]')).toBeNull();
    expect(container.querySelector('[data-part="action"]')).toBeNull();
  });

  it('marks its size, forwards its ref and passes native props through', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithTheme(<EmptyState ref={ref} title="Empty" size="compact" id="empty" role="status" />);
    expect(ref.current).toHaveAttribute('data-size', 'compact');
    expect(ref.current).toHaveAttribute('id', 'empty');
    expect(screen.getByRole('status')).toBe(ref.current);
  });
});
