import { Component, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ToastProvider, useToast, type ToastProviderProps } from './ToastProvider';
import type { ToastOptions } from './Toast.types';

let api: ReturnType<typeof useToast>;
function Capture() {
  api = useToast();
  return null;
}

function setup(props: Partial<ToastProviderProps> = {}) {
  renderWithTheme(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
  return {
    show: (options: ToastOptions) => {
      let id = '';
      act(() => {
        id = api.show(options);
      });
      return id;
    },
  };
}

const toastOf = (text: string) => screen.getByText(text).closest('li')!;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.message}</p> : this.props.children;
  }
}

beforeAll(() => {
  // jsdom has no pointer capture; the swipe handling asks for it on every pointer-up.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('dir');
});

describe('Toast', () => {
  it('show() renders title, description, tone and a labelled close button in the region', () => {
    const { show } = setup({ closeLabel: 'Dismiss' });
    const id = show({ title: 'Transfer complete', description: '1,250.00 moved.', tone: 'success' });
    expect(id).toMatch(/^toast-/);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(toastOf('Transfer complete'));
    expect(screen.getByText('1,250.00 moved.')).toBeInTheDocument();
    expect(toastOf('Transfer complete')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('the close button dismisses the toast', async () => {
    const { show } = setup();
    show({ title: 'Added to favourites' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Added to favourites')).not.toBeInTheDocument();
  });

  it('closes itself after durationMs', () => {
    vi.useFakeTimers();
    const { show } = setup({ durationMs: 5000 });
    show({ title: 'Short', durationMs: 1000 });
    show({ title: 'Default' });
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });

  it('pauses its timer while the pointer is over the stack', () => {
    vi.useFakeTimers();
    const { show } = setup();
    show({ title: 'Stay', durationMs: 1000 });
    const region = screen.getByRole('region');
    fireEvent.pointerMove(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Stay')).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Stay')).not.toBeInTheDocument();
  });

  it('dismiss(id) closes one toast and dismiss() closes all', () => {
    const { show } = setup();
    const first = show({ title: 'One' });
    show({ title: 'Two' });
    show({ title: 'Three' });
    act(() => api.dismiss(first));
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    act(() => api.dismiss());
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
    expect(screen.queryByText('Three')).not.toBeInTheDocument();
  });

  it('keeps at most `limit` toasts: the oldest closes first', () => {
    const { show } = setup({ limit: 2 });
    show({ title: 'One' });
    show({ title: 'Two' });
    show({ title: 'Three' });
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('warning and danger are announced assertively, info and success politely', async () => {
    const { show } = setup();
    show({ title: 'Failed', tone: 'danger' });
    show({ title: 'Done', tone: 'success' });
    const live = (text: string) =>
      Array.from(document.querySelectorAll('[aria-live]')).find((el) => el.textContent?.includes(text));
    await vi.waitFor(() => {
      expect(live('Failed')).toHaveAttribute('aria-live', 'assertive');
      expect(live('Done')).toHaveAttribute('aria-live', 'polite');
    });
    expect(live('Done')).toHaveTextContent('Notification Done');
  });

  it('swipes toward the inline end: right, or left on a right-to-left page', async () => {
    const { show } = setup();
    show({ title: 'LTR' });
    expect(toastOf('LTR')).toHaveAttribute('data-swipe-direction', 'right');
    act(() => {
      document.documentElement.dir = 'rtl';
    });
    await vi.waitFor(() => expect(toastOf('LTR')).toHaveAttribute('data-swipe-direction', 'left'));
  });

  it('is usable by keyboard: F8 jumps to the newest toast, Tab reaches its close button, Enter or Escape dismisses', async () => {
    const user = userEvent.setup();
    const { show } = setup();
    show({ title: 'Older' });
    show({ title: 'Newest' });
    await user.keyboard('[F8]');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(document.activeElement).toBe(toastOf('Newest'));
    await user.tab();
    expect(document.activeElement).toBe(within(toastOf('Newest')).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Newest')).not.toBeInTheDocument();
    await user.keyboard('[F8]');
    await user.tab();
    expect(document.activeElement).toBe(toastOf('Older'));
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Older')).not.toBeInTheDocument();
  });

  it('useToast outside a provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Capture />
      </Boundary>,
    );
    expect(screen.getByText('useToast must be used inside a ToastProvider.')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
