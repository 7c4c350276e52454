import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

beforeAll(() => {
  // Radix positions the menu with ResizeObserver and pointer capture, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function AccountMenu({
  onSelect = vi.fn(),
  onSignOut = vi.fn(),
}: {
  onSelect?: (item: string) => void;
  onSignOut?: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Player88</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>VIP 3</DropdownMenuLabel>
        <DropdownMenuItem icon={<svg data-testid="icon" />} onSelect={() => onSelect('member')}>
          Member centre
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('vip')}>VIP level</DropdownMenuItem>
        <DropdownMenuItem disabled onSelect={() => onSelect('agent')}>
          Agent centre
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('betting')}>Betting record</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onSignOut}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard with focus on the first item, and reports the expanded state', async () => {
    renderWithTheme(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Player88' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-labelledby', trigger.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Member centre' })).toHaveFocus());
  });

  it('moves with the arrows, skipping disabled items, and chooses with Enter; focus returns to the trigger', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<AccountMenu onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'Player88' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Betting record' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('betting');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Escape closes without choosing and returns focus', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<AccountMenu onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'Player88' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('marks the danger tone, hides icons from assistive technology, and disables items', async () => {
    const onSignOut = vi.fn();
    renderWithTheme(<AccountMenu onSignOut={onSignOut} />);
    screen.getByRole('button', { name: 'Player88' }).focus();
    await userEvent.keyboard('{Enter}');
    const signOut = await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(signOut).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('menuitem', { name: 'Member centre' })).toHaveAttribute('data-tone', 'default');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('menuitem', { name: 'Agent centre' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByText('VIP 3')).toBeInTheDocument();
    await userEvent.keyboard('{End}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('follows the document direction, or an explicit dir', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const { unmount } = renderWithTheme(<AccountMenu />);
      screen.getByRole('button', { name: 'Player88' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('menu')).toHaveAttribute('dir', 'rtl');
      unmount();
      renderWithTheme(
        <DropdownMenu dir="ltr" defaultOpen>
          <DropdownMenuTrigger>Open</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem>One</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>,
      );
      expect(await screen.findByRole('menu')).toHaveAttribute('dir', 'ltr');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});
