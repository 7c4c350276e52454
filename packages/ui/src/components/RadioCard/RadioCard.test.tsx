import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { RadioCard, RadioCardGroup, type RadioCardGroupProps } from './RadioCard';

const renderGroup = (props: Partial<RadioCardGroupProps> = {}) =>
  renderWithTheme(
    <RadioCardGroup label="Deposit channel" defaultValue="QR" {...props}>
      <RadioCard value="QR" title="QR banking" description="10.00 – 20,000.00" media={<img alt="" src="qr.png" />} />
      <RadioCard value="BANK" title="Bank transfer" description="100.00 – 500,000.00" />
      <RadioCard value="WALLET" title="E-wallet" disabled />
    </RadioCardGroup>,
  );

// A radio group inside a form keeps a hidden native input per card, sized through ResizeObserver,
// which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** Presses an arrow key and holds it until focus has moved, as a person does (the card chosen follows focus). */
async function arrow(key: 'ArrowDown' | 'ArrowUp', to: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(to).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

describe('RadioCard', () => {
  it('is a radio group named by its label, each card named by its title and description', () => {
    renderGroup();
    const group = screen.getByRole('radiogroup', { name: 'Deposit channel' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['QR', 'BANK', 'WALLET']);
    expect(within(group).getByRole('radio', { name: /QR banking.*10\.00 – 20,000\.00/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Bank transfer/ })).not.toBeChecked();
  });

  it('chooses a card on click and reports it', async () => {
    const onValueChange = vi.fn();
    renderGroup({ onValueChange });
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(onValueChange).toHaveBeenCalledWith('BANK');
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toHaveAttribute('data-state', 'checked');
  });

  it('is reached with Tab on the chosen card and moved with the arrows, skipping a disabled card', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <>
        <button type="button">Before</button>
        <RadioCardGroup label="Verify with" defaultValue="BANK" onValueChange={onValueChange}>
          <RadioCard value="CODE" title="A code sent to you" />
          <RadioCard value="APP" title="Authenticator app" disabled />
          <RadioCard value="BANK" title="Bank account name" />
        </RadioCardGroup>
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Bank account name' })).toHaveFocus();
    await arrow('ArrowDown', screen.getByRole('radio', { name: 'A code sent to you' }));
    expect(onValueChange).toHaveBeenLastCalledWith('CODE');
    expect(screen.getByRole('radio', { name: 'A code sent to you' })).toBeChecked();
    await arrow('ArrowDown', screen.getByRole('radio', { name: 'Bank account name' }));
    expect(onValueChange).toHaveBeenLastCalledWith('BANK');
  });

  it('a disabled group chooses nothing', async () => {
    const onValueChange = vi.fn();
    renderGroup({ disabled: true, onValueChange });
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /QR banking/ })).toBeChecked();
  });

  it('takes part in a form under its name', () => {
    const { container } = renderWithTheme(
      <form aria-label="Deposit">
        <RadioCardGroup aria-label="Channel" name="channelCode" defaultValue="BANK">
          <RadioCard value="QR" title="QR banking" />
          <RadioCard value="BANK" title="Bank transfer" />
        </RadioCardGroup>
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('channelCode')).toBe('BANK');
    expect(screen.getByRole('radiogroup', { name: 'Channel' })).toBeInTheDocument();
  });

  it('hides the media from assistive technology and marks cards with media', () => {
    renderGroup();
    const qr = screen.getByRole('radio', { name: /QR banking/ });
    expect(qr.querySelector('[data-part="media"]')).toHaveAttribute('aria-hidden', 'true');
    expect(qr).toHaveAttribute('data-media');
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).not.toHaveAttribute('data-media');
  });

  it('sets the card width, forwards refs and follows the document direction', () => {
    const group = createRef<HTMLDivElement>();
    const card = createRef<HTMLButtonElement>();
    document.documentElement.dir = 'rtl';
    try {
      renderWithTheme(
        <RadioCardGroup ref={group} aria-label="Channel" minCardWidth="9rem">
          <RadioCard ref={card} value="QR" title="QR banking" />
        </RadioCardGroup>,
      );
      expect(group.current).toHaveAttribute('dir', 'rtl');
      expect(group.current!.style.getPropertyValue('--ts-radio-card-min-width')).toBe('9rem');
      expect(card.current).toBe(screen.getByRole('radio'));
    } finally {
      document.documentElement.dir = '';
    }
  });
});
