import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Pagination } from './Pagination';

const visiblePages = () => Array.from(screen.getByRole('list').querySelectorAll('li'), (li) => li.textContent);

function Controlled({
  initial = 1,
  pageCount = 20,
  onPageChange,
}: {
  initial?: number;
  pageCount?: number;
  onPageChange?: (p: number) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(p) => {
        onPageChange?.(p);
        setPage(p);
      }}
    />
  );
}

describe('Pagination', () => {
  it('renders a labelled navigation with the page window and ellipses', () => {
    renderWithTheme(<Pagination page={5} pageCount={20} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(visiblePages()).toEqual(['', '1', '…', '4', '5', '6', '…', '20', '']);
    const current = screen.getByRole('button', { name: 'Page 5, current page' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('hides the ellipses from assistive technology', () => {
    renderWithTheme(<Pagination page={5} pageCount={20} />);
    const ellipses = screen.getAllByText('…');
    expect(ellipses).toHaveLength(2);
    ellipses.forEach((e) => expect(e.closest('li')).toHaveAttribute('aria-hidden', 'true'));
  });

  it('calls back with the chosen page, and with the neighbours from previous and next', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={5} pageCount={20} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[6], [20], [4], [6]]);
  });

  it('never calls back for the current page', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={5} pageCount={20} onPageChange={onPageChange} />);
    const current = screen.getByRole('button', { name: 'Page 5, current page' });
    await userEvent.click(current);
    current.focus();
    await userEvent.keyboard('{Enter} ');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last, without losing focus', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Controlled initial={19} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(screen.getByRole('button', { name: 'Previous page' })).not.toHaveAttribute('aria-disabled');
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(20);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('does not go before page 1', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('treats an out-of-range page as the nearest page and only offers pages within range', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={42} pageCount={20} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 20, current page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[19]]);
  });

  it('keeps focus on the chosen page button after the page changes', async () => {
    renderWithTheme(<Controlled initial={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(screen.getByRole('button', { name: 'Page 6, current page' })).toHaveFocus();
    expect(visiblePages()).toEqual(['', '1', '…', '5', '6', '7', '…', '20', '']);
  });

  it('is keyboard operable end to end', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={2} pageCount={4} onPageChange={onPageChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it.each([0, 1, -1, Number.NaN])('renders nothing when pageCount is %s', (pageCount) => {
    const { container } = renderWithTheme(<Pagination page={1} pageCount={pageCount} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('takes its strings as props', () => {
    renderWithTheme(
      <Pagination
        page={2}
        pageCount={3}
        label="Announcements pages"
        previousLabel="Précédente"
        nextLabel="Suivante"
        pageLabel={(p) => `Aller à ${p}`}
        currentPageLabel={(p) => `Page ${p} (actuelle)`}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Announcements pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2 (actuelle)' })).toBeInTheDocument();
  });

  it('forwards its ref to the nav and passes native props through', () => {
    const ref = createRef<HTMLElement>();
    renderWithTheme(<Pagination ref={ref} page={1} pageCount={3} data-testid="pager" className="x" />);
    expect(ref.current).toBe(screen.getByTestId('pager'));
    expect(ref.current?.tagName).toBe('NAV');
    expect(ref.current).toHaveClass('x');
  });
});
