import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { DescriptionItem, DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('is a list of terms and their definitions', () => {
    const { container } = renderWithTheme(
      <DescriptionList>
        <DescriptionItem label="Username">lucky88</DescriptionItem>
        <DescriptionItem label="Mobile">+63 917</DescriptionItem>
      </DescriptionList>,
    );
    const list = container.querySelector('dl')!;
    expect([...list.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Username', 'Mobile']);
    expect([...list.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['lucky88', '+63 917']);
    expect(screen.getAllByRole('term')).toHaveLength(2);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
  });

  it('marks its layout, and its appearance only for tiles', () => {
    const { container, rerender } = renderWithTheme(
      <DescriptionList appearance="sunken">
        <DescriptionItem label="A">1</DescriptionItem>
      </DescriptionList>,
    );
    const list = () => container.querySelector('dl')!;
    expect(list()).toHaveAttribute('data-layout', 'inline');
    expect(list()).not.toHaveAttribute('data-appearance');
    rerender(
      <DescriptionList layout="tiles" appearance="sunken" density="compact" valueSize="xl">
        <DescriptionItem label="A">1</DescriptionItem>
      </DescriptionList>,
    );
    expect(list()).toHaveAttribute('data-layout', 'tiles');
    expect(list()).toHaveAttribute('data-appearance', 'sunken');
    expect(list()).toHaveAttribute('data-density', 'compact');
    expect(list()).toHaveAttribute('data-value-size', 'xl');
  });

  it('sets the tile width for tiles only, keeping a given style', () => {
    const { container, rerender } = renderWithTheme(
      <DescriptionList layout="tiles" tileWidth="7.5rem" style={{ marginTop: 4 }}>
        <DescriptionItem label="A">1</DescriptionItem>
      </DescriptionList>,
    );
    const list = () => container.querySelector('dl')!;
    expect(list().style.getPropertyValue('--ts-description-tile-width')).toBe('7.5rem');
    expect(list().style.marginTop).toBe('4px');
    rerender(
      <DescriptionList tileWidth="7.5rem">
        <DescriptionItem label="A">1</DescriptionItem>
      </DescriptionList>,
    );
    expect(list().style.getPropertyValue('--ts-description-tile-width')).toBe('');
  });

  it('passes attributes to the value, and marks a danger tone', () => {
    renderWithTheme(
      <DescriptionList layout="tiles">
        <DescriptionItem label="Withdrawable" valueProps={{ 'data-testid': 'withdrawable', id: 'w' }}>
          $60.00
        </DescriptionItem>
        <DescriptionItem label="Loss" tone="danger" data-testid="loss">
          -5.00
        </DescriptionItem>
      </DescriptionList>,
    );
    expect(screen.getByTestId('withdrawable')).toHaveTextContent(/^\$60\.00$/);
    expect(screen.getByTestId('withdrawable')).toHaveAttribute('id', 'w');
    expect(screen.getByTestId('loss')).toHaveAttribute('data-tone', 'danger');
  });

  it('forwards the refs of the list and of an item', () => {
    const list = createRef<HTMLDListElement>();
    const item = createRef<HTMLDivElement>();
    renderWithTheme(
      <DescriptionList ref={list}>
        <DescriptionItem ref={item} label="A">
          1
        </DescriptionItem>
      </DescriptionList>,
    );
    expect(list.current?.tagName).toBe('DL');
    expect(item.current?.parentElement).toBe(list.current);
  });
});
