import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Icon } from './Icon';
import { ICON_NAMES, ICONS } from './icons';

describe('Icon', () => {
  it('is decorative without a label: aria-hidden and not focusable', () => {
    const { container } = renderWithTheme(<Icon name="close" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label', () => {
    renderWithTheme(<Icon name="warning" label="Warning" />);
    const img = screen.getByRole('img', { name: 'Warning' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('draws the registry layers on the registry grid, sized by a token', () => {
    const { container } = renderWithTheme(<Icon name="game" size="xl" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 48 48');
    expect(svg).toHaveAttribute('data-size', 'xl');
    expect(svg.querySelectorAll('path')).toHaveLength(ICONS.game.layers.length);
  });

  it('forwards its ref to the svg element', () => {
    const ref = createRef<SVGSVGElement>();
    const { container } = renderWithTheme(<Icon ref={ref} name="close" />);
    expect(ref.current).toBe(container.querySelector('svg'));
  });

  it('every registered icon has path data', () => {
    for (const name of ICON_NAMES) {
      for (const layer of ICONS[name].layers) expect(layer.d, name).toMatch(/^[Mm]/);
    }
  });
});
