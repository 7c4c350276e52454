import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a real checkbox found by its label; clicking the label or pressing Space toggles it', async () => {
    const seen: Array<[string, boolean]> = [];
    const onChange = vi.fn((e: { target: HTMLInputElement }) => seen.push([e.target.name, e.target.checked]));
    renderWithTheme(<Checkbox label="Remember me" name="remember" onChange={onChange} />);
    const box = screen.getByLabelText('Remember me');
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBe(box);
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([
      ['remember', true],
      ['remember', false],
    ]);
  });

  it('a link inside the label opens the link and does not tick the box', async () => {
    const onOpen = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <a href="#terms" onClick={onOpen}>
              terms
            </a>
          </>
        }
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(onOpen).toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).not.toBeChecked();
  });

  it('indeterminate shows as mixed, and the prop wins after a click', async () => {
    renderWithTheme(<Checkbox label="All providers" indeterminate onChange={() => {}} checked={false} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All providers' });
    expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    expect(box.indeterminate).toBe(true);
  });

  it('an error marks it invalid and describes it', () => {
    renderWithTheme(<Checkbox label="I am over 18" hint="Required to play" error="Terms must be agreed to" />);
    const box = screen.getByRole('checkbox', { name: 'I am over 18' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required to play Terms must be agreed to');
  });

  it('disabled ignores clicks; forwards its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Checkbox ref={ref} label="Remember me" disabled defaultChecked />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(ref.current).toBe(screen.getByRole('checkbox'));
    expect(ref.current).toBeChecked();
    expect(ref.current).toBeDisabled();
  });
});
