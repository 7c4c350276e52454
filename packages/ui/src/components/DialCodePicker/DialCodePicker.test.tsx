import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { DialCodePicker, type DialCodePickerProps } from './DialCodePicker';
import { SAMPLE_COUNTRIES } from './sampleCountries';

const COUNTRIES = SAMPLE_COUNTRIES.slice(0, 6); // VN, TH, PH, CN, JP, ID

function Harness(props: Partial<DialCodePickerProps>) {
  const [value, setValue] = useState<string | null>(props.value ?? 'VN');
  return (
    <>
      <DialCodePicker
        countries={COUNTRIES}
        {...props}
        value={value}
        onChange={(country) => {
          props.onChange?.(country);
          setValue(country.countryCode);
        }}
      />
      <input aria-label="Mobile number" />
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Country code' });
const activeOption = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');

afterEach(() => {
  vi.useRealTimers();
});

describe('DialCodePicker', () => {
  it('shows the selected flag and +code, and opens its listbox on focus', async () => {
    renderWithTheme(<Harness />);
    const input = combobox();
    expect(input).toHaveValue('+84');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('img[data-part="flag"]')).toHaveAttribute('src', 'COUNTRY_FLAG/VN.png');

    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Country code' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    expect(screen.getByRole('option', { name: 'Vietnam +84', selected: true })).toBe(activeOption());
  });

  it('closes 200 ms after focus leaves, not before', () => {
    vi.useFakeTimers();
    renderWithTheme(<Harness />);
    act(() => combobox().focus());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByLabelText('Mobile number').focus());
    act(() => vi.advanceTimersByTime(199));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('focus coming back within the delay keeps the list open', () => {
    vi.useFakeTimers();
    renderWithTheme(<Harness />);
    act(() => combobox().focus());
    act(() => screen.getByLabelText('Mobile number').focus());
    act(() => vi.advanceTimersByTime(100));
    act(() => combobox().focus());
    act(() => vi.advanceTimersByTime(500));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a click on an option that lands after focus has left still selects it', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    act(() => combobox().focus());
    const japan = screen.getByRole('option', { name: 'Japan +81' });
    act(() => combobox().blur());
    act(() => vi.advanceTimersByTime(150));
    fireEvent.click(japan);
    expect(onChange).toHaveBeenCalledWith(COUNTRIES[4]);
    expect(combobox()).toHaveValue('+81');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('honours a custom close delay', () => {
    vi.useFakeTimers();
    renderWithTheme(<Harness closeDelayMs={500} />);
    act(() => combobox().focus());
    act(() => combobox().blur());
    act(() => vi.advanceTimersByTime(499));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keyboard: arrows, Home and End move the active option; Enter selects and closes', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName('Thailand +66');
    await userEvent.keyboard('{End}');
    expect(activeOption()).toHaveAccessibleName('Indonesia +62');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName('Indonesia +62');
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeOption()).toHaveAccessibleName('Thailand +66');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(COUNTRIES[1]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('+66');
    expect(combobox()).toHaveFocus();
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('Enter in an open list does not submit the surrounding form', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <DialCodePicker countries={COUNTRIES} defaultValue="VN" />
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(combobox()).toHaveValue('+66');
  });

  it('Escape closes without changing the value; arrows reopen', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('+84');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveAccessibleName('Vietnam +84');
  });

  it('Tab leaves without selecting the active option', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['the country code', 'th', ['Thailand +66']],
    ['the dialing code with +', '+6', ['Thailand +66', 'Philippines +63', 'Indonesia +62']],
    ['the dialing code without +', '86', ['China +86']],
    ['the name, ignoring case and accents', 'JAPÂN', ['Japan +81']],
  ])('filters by %s', async (_, typed, names) => {
    renderWithTheme(<Harness />);
    await userEvent.click(combobox());
    await userEvent.keyboard(typed);
    expect(combobox()).toHaveValue(typed);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(names);
    expect(activeOption()).toHaveAccessibleName(names[0]);
  });

  it('says so when nothing matches, and Enter then selects nothing', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} noResultsLabel="Nothing found" />);
    await userEvent.click(combobox());
    await userEvent.keyboard('zz{Enter}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a filtered choice is selected with Enter and the filter is cleared', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await userEvent.click(combobox());
    await userEvent.keyboard('phil{Enter}');
    expect(onChange).toHaveBeenCalledWith(COUNTRIES[2]);
    expect(combobox()).toHaveValue('+63');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });

  it('builds flag URLs from the template and falls back to the country code when one fails', async () => {
    renderWithTheme(<Harness flagUrl="/static/flags/{countryCode}.png" />);
    await userEvent.click(combobox());
    const thailand = screen.getByRole('option', { name: 'Thailand +66' });
    const flag = thailand.querySelector('img') as HTMLImageElement;
    expect(flag).toHaveAttribute('src', '/static/flags/TH.png');
    fireEvent.error(flag);
    expect(thailand.querySelector('img')).toBeNull();
    expect(thailand.querySelector('[data-fallback]')).toHaveTextContent('TH');
  });

  it('accepts a function for flag URLs', () => {
    renderWithTheme(<Harness flagUrl={(code) => `data:flag-${code}`} />);
    expect(document.querySelector('img[data-part="flag"]')).toHaveAttribute('src', 'data:flag-VN');
  });

  it('with no selection shows an empty field and a neutral flag', () => {
    renderWithTheme(<DialCodePicker countries={COUNTRIES} />);
    expect(combobox()).toHaveValue('');
    expect(document.querySelector('[data-fallback] svg')).toBeInTheDocument();
  });

  it('works uncontrolled and submits the code with a native form', async () => {
    renderWithTheme(
      <form aria-label="Register">
        <DialCodePicker countries={COUNTRIES} defaultValue="VN" name="countryCode" />
      </form>,
    );
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'China +86' }));
    expect(combobox()).toHaveValue('+86');
    const form = screen.getByRole('form', { name: 'Register' }) as HTMLFormElement;
    expect(new FormData(form).get('countryCode')).toBe('CN');
  });

  it('disabled: cannot be focused or opened', async () => {
    renderWithTheme(<Harness disabled />);
    await userEvent.tab();
    expect(combobox()).not.toHaveFocus();
    expect(combobox()).toBeDisabled();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('the compact variant keeps its label for assistive technology', () => {
    renderWithTheme(<DialCodePicker countries={COUNTRIES} variant="compact" label="Dialing code" />);
    expect(screen.getByRole('combobox', { name: 'Dialing code' })).toBeInTheDocument();
  });

  it('forwards its ref to the root and passes native props through', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithTheme(<DialCodePicker ref={ref} countries={COUNTRIES} data-testid="picker" className="x" />);
    expect(ref.current).toBe(screen.getByTestId('picker'));
    expect(ref.current).toHaveClass('x');
  });
});
