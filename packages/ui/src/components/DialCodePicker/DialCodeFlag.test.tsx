import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { DialCodeFlag } from './DialCodeFlag';

describe('DialCodeFlag', () => {
  it('forwards its ref to the image and passes native props through', () => {
    const ref = createRef<HTMLElement>();
    renderWithTheme(<DialCodeFlag ref={ref} src="/flags/VN.png" countryCode="VN" className="flag" title="Vietnam" />);
    expect(ref.current).toBeInstanceOf(HTMLImageElement);
    expect(ref.current).toHaveAttribute('src', '/flags/VN.png');
    expect(ref.current).toHaveAttribute('title', 'Vietnam');
    expect(ref.current).toHaveClass('flag');
    expect(ref.current).toHaveAttribute('alt', '');
  });

  it('after a failed load the ref is the fallback box with the country code, and the caller hears of the error', () => {
    const ref = createRef<HTMLElement>();
    const onError = vi.fn();
    renderWithTheme(<DialCodeFlag ref={ref} src="/flags/KH.png" countryCode="kh" onError={onError} />);
    fireEvent.error(ref.current!);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(ref.current).toBeInstanceOf(HTMLSpanElement);
    expect(ref.current).toHaveAttribute('data-fallback');
    expect(ref.current).toHaveAttribute('aria-hidden', 'true');
    expect(ref.current).toHaveTextContent('KH');
  });

  it('without a source shows a neutral flag', () => {
    const ref = createRef<HTMLElement>();
    renderWithTheme(<DialCodeFlag ref={ref} />);
    expect(ref.current?.querySelector('svg')).not.toBeNull();
  });
});
