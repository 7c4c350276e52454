import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mode } from '@tessera/tokens';
import { renderWithTheme } from '../../test/render';
import { ThemeToggle } from './ThemeToggle';

function Harness({ onModeChange }: { onModeChange?: (m: Mode) => void }) {
  const [mode, setMode] = useState<Mode>('light');
  return (
    <ThemeToggle
      mode={mode}
      onModeChange={(m) => {
        onModeChange?.(m);
        setMode(m);
      }}
    />
  );
}

describe('ThemeToggle', () => {
  it('is a toggle button whose pressed state is the dark mode', () => {
    const { rerender } = renderWithTheme(<ThemeToggle mode="light" />);
    expect(screen.getByRole('button', { name: 'Dark theme', pressed: false })).toBeInTheDocument();
    rerender(<ThemeToggle mode="dark" />);
    expect(screen.getByRole('button', { name: 'Dark theme', pressed: true })).toBeInTheDocument();
  });

  it('asks for the other mode on click, Enter and Space, keeping its name', async () => {
    const onModeChange = vi.fn();
    renderWithTheme(<Harness onModeChange={onModeChange} />);
    const button = screen.getByRole('button', { name: 'Dark theme' });
    await userEvent.click(button);
    expect(onModeChange).toHaveBeenLastCalledWith('dark');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onModeChange).toHaveBeenLastCalledWith('light');
    await userEvent.keyboard(' ');
    expect(onModeChange).toHaveBeenLastCalledWith('dark');
    expect(onModeChange).toHaveBeenCalledTimes(3);
    expect(button).toHaveAccessibleName('Dark theme');
  });

  it('takes its name as a prop', () => {
    renderWithTheme(<ThemeToggle mode="dark" label="Chế độ tối" />);
    expect(screen.getByRole('button', { name: 'Chế độ tối', pressed: true })).toBeInTheDocument();
  });

  it('a caller can cancel the change from onClick', async () => {
    const onModeChange = vi.fn();
    renderWithTheme(<ThemeToggle mode="light" onModeChange={onModeChange} onClick={(e) => e.preventDefault()} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onModeChange).not.toHaveBeenCalled();
  });

  it('is type="button" so it never submits a form', () => {
    renderWithTheme(<ThemeToggle mode="light" />);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('forwards its ref and passes native props through', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<ThemeToggle ref={ref} mode="dark" data-testid="t" title="Switch theme" />);
    expect(ref.current).toBe(screen.getByTestId('t'));
    expect(ref.current).toHaveAttribute('title', 'Switch theme');
    expect(ref.current).toHaveAttribute('data-mode', 'dark');
  });
});
