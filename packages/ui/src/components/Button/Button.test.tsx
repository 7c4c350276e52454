import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick on click, Enter and Space', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is type="button" by default so it never submits a form by accident', () => {
    renderWithTheme(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('disabled: stays focusable, announces disabled, ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Withdraw
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('loading: announces busy with a status, and a form cannot be submitted twice', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <input aria-label="Amount" />
        <Button type="submit" loading loadingLabel="Submitting">
          Submit
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /submit/i });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Submitting' })).toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText('Amount'), '10{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once when not loading', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Submit</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the button element and passes native props through', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} variant="ghost" data-testid="b" aria-label="Refresh balance">
        ↻
      </Button>,
    );
    expect(ref.current).toBe(screen.getByTestId('b'));
    expect(ref.current).toHaveAttribute('data-variant', 'ghost');
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBe(ref.current);
  });
});
