import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { GameCard } from '../GameCard';
import { GameGrid } from './GameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';

describe('GameGrid', () => {
  it('lays its cards out as a list, one item per card', () => {
    renderWithTheme(
      <GameGrid aria-label="Slots">
        <GameCard key="a" name="Golden Lotus" />
        <GameCard key="b" name="Dragon Pearl" />
        {null}
        <GameCard key="c" name="Neon Reels" />
      </GameGrid>,
    );
    const list = screen.getByRole('list', { name: 'Slots' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByRole('button', { name: 'Dragon Pearl' })).toBeInTheDocument();
  });

  it('opens up arrays and fragments, so each card is its own item', () => {
    const names = ['Golden Lotus', 'Dragon Pearl'];
    renderWithTheme(
      <GameGrid>
        <>
          {names.map((name) => (
            <GameCard key={name} name={name} />
          ))}
          <GameCard name="Neon Reels" />
        </>
      </GameGrid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('passes its column limits to the layout and forwards its ref', () => {
    const ref = createRef<HTMLUListElement>();
    renderWithTheme(<GameGrid ref={ref} maxColumns={6} minColumnWidth="160px" style={{ marginTop: 8 }} />);
    expect(ref.current).toBe(screen.getByRole('list'));
    expect(ref.current!.style.getPropertyValue('--game-grid-max-columns')).toBe('6');
    expect(ref.current!.style.getPropertyValue('--game-grid-min-column')).toBe('160px');
    expect(ref.current!.style.marginTop).toBe('8px');
  });
});

describe('GameGridSkeleton', () => {
  it('shows `count` placeholders hidden from assistive technology, and a loading status', () => {
    const { container } = renderWithTheme(<GameGridSkeleton count={5} label="Loading slots" />);
    expect(container.querySelectorAll('[data-part="placeholder"]')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading slots');
    expect(screen.queryByRole('list')).toBeNull(); // the placeholder list is aria-hidden
    expect(container.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
  });

  it('defaults to 12 placeholders and an English status', () => {
    const { container } = renderWithTheme(<GameGridSkeleton />);
    expect(container.querySelectorAll('[data-part="placeholder"]')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });
});
