import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { LoadingCover } from './LoadingCover';

function Form({ active, label }: { active: boolean; label?: string }) {
  return (
    <LoadingCover active={active} label={label} data-testid="cover">
      <form aria-label="Reset">
        <input aria-label="Email" />
        <button type="submit">Send</button>
      </form>
    </LoadingCover>
  );
}

/** Lets a test switch the cover on and off the way a submitting form does, without moving focus. */
let setActive: (active: boolean) => Promise<void> = async () => {};
function Harness({ label }: { label?: string }) {
  const [active, set] = useState(false);
  setActive = async (next) => {
    await act(async () => set(next));
  };
  return (
    <>
      <Form active={active} label={label} />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('LoadingCover', () => {
  it('idle: the region is usable and the status is empty', () => {
    renderWithTheme(<Form active={false} />);
    const region = screen.getByRole('form', { name: 'Reset' }).parentElement!;
    expect(region).not.toHaveAttribute('inert');
    expect(region).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('active: the region is inert and busy, and the label is announced (default "Loading")', () => {
    renderWithTheme(<Form active />);
    const region = screen.getByTestId('cover').querySelector('[data-part="region"]')!;
    expect(region).toHaveAttribute('inert');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByTestId('cover')).toHaveAttribute('data-state', 'active');
  });

  it('keeps the children mounted, so what was typed survives a submit', async () => {
    renderWithTheme(<Harness label="Sending" />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'ace@example.com');
    await userEvent.tab();
    await setActive(true);
    expect(screen.getByRole('status')).toHaveTextContent('Sending');
    await setActive(false);
    expect(screen.getByLabelText('Email')).toBe(input);
    expect(input).toHaveValue('ace@example.com');
  });

  it('parks focus on the cover while active and gives it back to the same control', async () => {
    renderWithTheme(<Harness />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    await setActive(true);
    expect(screen.getByRole('status')).toHaveFocus();
    await setActive(false);
    expect(send).toHaveFocus();
  });

  it('does not take focus back if the user has moved on', async () => {
    renderWithTheme(<Harness />);
    screen.getByRole('button', { name: 'Send' }).focus();
    await setActive(true);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await setActive(false);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('forwards its ref to the root element', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithTheme(<LoadingCover ref={ref} data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId('root'));
  });
});
