import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Avatar, initialsOf } from './Avatar';

const PHOTO = 'https://cdn.example/avatars/1.png';

describe('Avatar', () => {
  it('shows the picture, named by alt, once it has loaded', () => {
    const { container } = renderWithTheme(<Avatar src={PHOTO} alt="Mai Tran" />);
    expect(screen.getByRole('img', { name: 'Mai Tran' })).toHaveAttribute('data-content', 'image');
    const photo = container.querySelector('img')!;
    expect(photo).toHaveAttribute('src', PHOTO);
    fireEvent.load(photo);
    expect(container.querySelector('img')).toHaveAttribute('data-loaded');
    expect(container.querySelector('[data-part="default-avatar"]')).not.toBeVisible();
  });

  it('falls back to the default avatar when the picture fails', () => {
    const { container } = renderWithTheme(<Avatar src={PHOTO} name="Mai Tran" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="default-avatar"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Mai Tran' })).toHaveAttribute('data-content', 'default');
  });

  it('uses a caller fallback picture when given', () => {
    const { container } = renderWithTheme(<Avatar src={PHOTO} fallbackSrc="/img/avatar.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/avatar.png');
  });

  it('shows initials without a picture, and the default avatar without a name', () => {
    const { rerender } = renderWithTheme(<Avatar name="mai thi tran" />);
    expect(screen.getByRole('img', { name: 'mai thi tran' })).toHaveTextContent('MT');
    rerender(<Avatar />);
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveAttribute('data-content', 'default');
  });

  it('is decorative with an empty alt', () => {
    const { container } = renderWithTheme(<Avatar name="Mai" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-size]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards its ref and size', () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithTheme(<Avatar ref={ref} size="lg" name="Lee" />);
    expect(ref.current).toHaveAttribute('data-size', 'lg');
  });
});

describe('initialsOf', () => {
  it('takes whole first characters of up to two words', () => {
    expect(initialsOf('  john   smith  jr ')).toBe('JS');
    expect(initialsOf('player88')).toBe('P');
    expect(initialsOf('😀 happy')).toBe('😀H');
    expect(initialsOf('')).toBe('');
  });
});
