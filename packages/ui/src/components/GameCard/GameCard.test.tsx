import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ThemeProvider } from '../../theme';
import { GameCard } from './GameCard';

const ART = 'https://cdn.example/art/golden-lotus.png';
const BACKUP = 'https://cdn.example/art/default.png';

const img = (container: HTMLElement) => container.querySelector('img');

describe('GameCard', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is one launch button named by the game, provider and markers', async () => {
    const onLaunch = vi.fn();
    renderWithTheme(
      <GameCard name="Golden Lotus" provider="Aster Games" imageUrl={ART} isHot={1} gameId="g-7" onLaunch={onLaunch} />,
    );
    const launch = screen.getByRole('button', { name: 'Golden Lotus Aster Games Hot' });
    await userEvent.click(launch);
    launch.focus();
    await userEvent.keyboard('{Enter}');
    expect(onLaunch).toHaveBeenCalledTimes(2);
    expect(onLaunch).toHaveBeenCalledWith(expect.anything(), 'g-7');
  });

  it('is a link when given an address', () => {
    renderWithTheme(<GameCard name="Neon Reels" href="/game?code=neon" />);
    expect(screen.getByRole('link', { name: 'Neon Reels' })).toHaveAttribute('href', '/game?code=neon');
  });

  it('shows the hot marker only for isHot 1 or true', () => {
    const { rerender } = renderWithTheme(<GameCard name="A" isHot={0} />);
    expect(screen.queryByText('Hot')).toBeNull();
    rerender(<GameCard name="A" isHot hotLabel="Popular" />);
    expect(screen.getByText('Popular')).toBeInTheDocument();
  });

  it('favourite toggle reports the new state without launching the game', async () => {
    const onLaunch = vi.fn();
    const onToggleFavourite = vi.fn();
    const { rerender } = renderWithTheme(
      <GameCard name="Dragon Pearl" gameId="g-1" onLaunch={onLaunch} onToggleFavourite={onToggleFavourite} />,
    );
    const star = screen.getByRole('button', { name: 'Add to favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star).toHaveAccessibleDescription('Dragon Pearl');
    await userEvent.click(star);
    expect(onToggleFavourite).toHaveBeenCalledWith(true, 'g-1');
    expect(onLaunch).not.toHaveBeenCalled();

    rerender(
      <GameCard name="Dragon Pearl" gameId="g-1" favourite onLaunch={onLaunch} onToggleFavourite={onToggleFavourite} />,
    );
    const pressed = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    pressed.focus();
    await userEvent.keyboard(' ');
    expect(onToggleFavourite).toHaveBeenLastCalledWith(false, 'g-1');
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it('has no star without a favourite handler, and never nests controls', () => {
    const { rerender } = renderWithTheme(<GameCard name="Viking Gold" onLaunch={() => {}} />);
    expect(screen.queryByRole('button', { name: /favourites/i })).toBeNull();
    rerender(<GameCard name="Viking Gold" onLaunch={() => {}} onToggleFavourite={() => {}} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(document.querySelector('button button, a button')).toBeNull();
  });

  it('maintenance shows its badge in the name and still reports launches', async () => {
    const onLaunch = vi.fn();
    renderWithTheme(<GameCard name="Samba Spins" maintenance onLaunch={onLaunch} data-testid="card" />);
    expect(screen.getByTestId('card')).toHaveAttribute('data-maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Samba Spins Maintenance' }));
    expect(onLaunch).toHaveBeenCalledTimes(1);
  });

  it('loads the artwork lazily and asynchronously, and shows it once loaded', () => {
    const { container } = renderWithTheme(<GameCard name="Candy Rush" imageUrl={ART} />);
    const image = img(container)!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toHaveAttribute('data-loaded');
    fireEvent.load(image);
    expect(img(container)).toHaveAttribute('data-loaded');
  });

  it('with deferArtwork, asks for the artwork only after the frame that shows the card, once for a whole grid', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { container } = renderWithTheme(
      <>
        <GameCard name="Candy Rush" imageUrl={ART} deferArtwork />
        <GameCard name="Jungle Drums" imageUrl={BACKUP} deferArtwork />
      </>,
    );
    const [first, second] = container.querySelectorAll('img');
    // The squares hold their place without a request while the frame is drawn.
    expect(first).not.toHaveAttribute('src');
    expect(second).not.toHaveAttribute('src');
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(0));
    expect(first).not.toHaveAttribute('src');
    act(() => vi.runAllTimers());
    expect(first).toHaveAttribute('src', ART);
    expect(second).toHaveAttribute('src', BACKUP);
    // The same elements: nothing is mounted again for the artwork.
    expect(container.querySelectorAll('img')[0]).toBe(first);
  });

  it('a card given another game (a grid reusing it for new results) shows none of the last game’s art, and asks for the new one after the frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const card = (name: string, imageUrl: string) => (
      <ThemeProvider>
        <GameCard name={name} imageUrl={imageUrl} deferArtwork />
      </ThemeProvider>
    );
    const { container, rerender } = render(card('Candy Rush', ART));
    act(() => frames.shift()!(0));
    act(() => vi.runAllTimers());
    const first = img(container)!;
    expect(first).toHaveAttribute('src', ART);
    fireEvent.load(first);
    const launch = screen.getByRole('button', { name: /Candy Rush/ });
    rerender(card('Jungle Drums', BACKUP));
    // The same card, updated in place.
    expect(screen.getByRole('button', { name: /Jungle Drums/ })).toBe(launch);
    const second = img(container)!;
    // Another element, empty while the frame with the new name is drawn.
    expect(second).not.toBe(first);
    expect(second).not.toHaveAttribute('src');
    expect(second).not.toHaveAttribute('data-loaded');
    expect(screen.getByText('Jungle Drums')).toBeInTheDocument();
    act(() => frames.shift()!(0));
    act(() => vi.runAllTimers());
    expect(img(container)).toHaveAttribute('src', BACKUP);
  });

  it('retries a failing image 3 times in all, then falls back to the default game icon', () => {
    vi.useFakeTimers();
    const { container } = renderWithTheme(<GameCard name="Jungle Drums" imageUrl={ART} retryDelayMs={400} />);
    const seen: Element[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const current = img(container)!;
      seen.push(current);
      expect(current).toHaveAttribute('src', ART);
      fireEvent.error(current);
      act(() => vi.advanceTimersByTime(399));
      expect(img(container)).toBe(current); // waits before retrying
      act(() => vi.advanceTimersByTime(1));
    }
    const third = img(container)!;
    expect(seen).not.toContain(third); // each attempt is a fresh request
    expect(third).toHaveAttribute('src', ART);
    fireEvent.error(third);
    expect(img(container)).toBeNull();
    expect(container.querySelector('[data-part="fallback-icon"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(img(container)).toBeNull();
  });

  it('swaps to a caller fallback image once, and stops if that fails too', () => {
    vi.useFakeTimers();
    const { container } = renderWithTheme(
      <GameCard name="Lucky Lanterns" imageUrl={ART} fallbackImageUrl={BACKUP} imageAttempts={1} />,
    );
    fireEvent.error(img(container)!);
    expect(img(container)).toHaveAttribute('src', BACKUP);
    fireEvent.error(img(container)!);
    act(() => vi.advanceTimersByTime(5000));
    expect(img(container)).toBeNull();
    expect(container.querySelector('[data-part="fallback-icon"]')).not.toBeNull();
  });

  it('starts over when the artwork changes', () => {
    const { container, rerender } = renderWithTheme(<GameCard name="A" imageUrl={ART} imageAttempts={1} />);
    fireEvent.error(img(container)!);
    expect(img(container)).toBeNull();
    rerender(<GameCard name="A" imageUrl={BACKUP} imageAttempts={1} />);
    expect(img(container)).toHaveAttribute('src', BACKUP);
  });

  it('stays lean in the DOM: no layout wrappers, and the flame and star drawn without elements', () => {
    const { container } = renderWithTheme(
      <GameCard
        name="Golden Lotus"
        provider="Aster Games"
        imageUrl={ART}
        onToggleFavourite={() => {}}
        data-testid="card"
      />,
    );
    const card = screen.getByTestId('card');
    const count = () => card.querySelectorAll('*').length + 1;
    expect(count()).toBe(6); // root, launch, image, name, provider, star
    expect(container.querySelector('svg')).toBeNull();
    expect(card.querySelector('[data-part="name"]')).toHaveTextContent('Golden Lotus');
    expect(card.querySelector('[data-part="provider"]')).toHaveTextContent('Aster Games');

    renderWithTheme(
      <GameCard
        name="Dragon Pearl"
        imageUrl={ART}
        isHot
        maintenance
        onToggleFavourite={() => {}}
        data-testid="marked"
      />,
    );
    const marked = screen.getByTestId('marked');
    expect(marked.querySelectorAll('*').length + 1).toBe(7); // no provider; hot and maintenance badges
    expect(marked.querySelector('[data-part="hot"]')!.children).toHaveLength(0);
  });

  it('forwards its ref to the root and passes native props through', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithTheme(<GameCard ref={ref} name="Crystal Cavern" favourite data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId('root'));
    expect(ref.current).toHaveAttribute('data-favourite');
  });
});
