import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Skeleton, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology by default, and can be exposed', () => {
    renderWithTheme(
      <>
        <Skeleton data-testid="a" />
        <Skeleton data-testid="b" aria-hidden={false} role="img" aria-label="Loading avatar" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Loading avatar' })).toBe(screen.getByTestId('b'));
  });

  it('takes width and height as pixels or any CSS length', () => {
    renderWithTheme(<Skeleton data-testid="s" width={120} height="4rem" />);
    expect(screen.getByTestId('s')).toHaveStyle({ width: '120px', height: '4rem' });
  });

  it('a circle with one dimension stays round', () => {
    renderWithTheme(
      <>
        <Skeleton data-testid="w" shape="circle" width={48} />
        <Skeleton data-testid="h" shape="circle" height="3rem" />
      </>,
    );
    expect(screen.getByTestId('w')).toHaveStyle({ width: '48px', height: '48px' });
    expect(screen.getByTestId('h')).toHaveStyle({ width: '3rem', height: '3rem' });
  });

  it('marks its shape and whether it shimmers', () => {
    renderWithTheme(
      <>
        <Skeleton data-testid="t" shape="text" />
        <Skeleton data-testid="still" animated={false} />
      </>,
    );
    expect(screen.getByTestId('t')).toHaveAttribute('data-shape', 'text');
    expect(screen.getByTestId('t')).toHaveAttribute('data-animated');
    expect(screen.getByTestId('still')).not.toHaveAttribute('data-animated');
  });

  it('forwards its ref and keeps the caller’s style', () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithTheme(<Skeleton ref={ref} width={10} style={{ marginInlineStart: 4 }} />);
    expect(ref.current).toHaveStyle({ width: '10px', marginInlineStart: '4px' });
  });
});

describe('SkeletonText', () => {
  it('renders the asked number of lines, the last one shorter', () => {
    renderWithTheme(<SkeletonText data-testid="p" lines={4} lastLineWidth="40%" />);
    const lines = screen.getByTestId('p').querySelectorAll('[data-shape="text"]');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toHaveStyle({ width: '40%' });
    expect((lines[0] as HTMLElement).style.width).toBe('');
    expect(screen.getByTestId('p')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a single line is full width, and nonsense counts still draw one line', () => {
    renderWithTheme(
      <>
        <SkeletonText data-testid="one" lines={1} />
        <SkeletonText data-testid="zero" lines={0} />
      </>,
    );
    const one = screen.getByTestId('one').querySelectorAll('[data-shape="text"]');
    expect(one).toHaveLength(1);
    expect((one[0] as HTMLElement).style.width).toBe('');
    expect(screen.getByTestId('zero').querySelectorAll('[data-shape="text"]')).toHaveLength(1);
  });

  it('passes animated on to every line', () => {
    renderWithTheme(<SkeletonText data-testid="p" animated={false} />);
    for (const line of screen.getByTestId('p').querySelectorAll('[data-shape="text"]')) {
      expect(line).not.toHaveAttribute('data-animated');
    }
  });
});
