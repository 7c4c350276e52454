import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Select } from './Select';

const banks = [
  { value: 'bdo', label: 'BDO' },
  { value: 'bpi', label: 'BPI' },
  { value: 'gcash', label: 'GCash', disabled: true },
];

describe('Select', () => {
  it('is a native select found by its label, with the options given', () => {
    renderWithTheme(<Select label="Bank" options={banks} />);
    const select = screen.getByLabelText('Bank');
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBe(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BDO', 'BPI', 'GCash']);
    expect(screen.getByRole('option', { name: 'GCash' })).toBeDisabled();
  });

  it('shows a placeholder option until a choice is made', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Select label="Bank" name="bank" placeholder="Choose a bank" options={banks} onChange={onChange} />,
    );
    const select = screen.getByLabelText('Bank');
    expect(select).toHaveDisplayValue('Choose a bank');
    expect(select).toHaveAttribute('data-empty');
    await userEvent.selectOptions(select, 'bpi');
    expect(select).toHaveValue('bpi');
    expect(select).not.toHaveAttribute('data-empty');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target).toBe(select);
    expect(select).toHaveAttribute('name', 'bank');
  });

  it('a required select cannot go back to the placeholder', () => {
    renderWithTheme(<Select label="Bank" placeholder="Choose a bank" options={banks} required />);
    expect(screen.getByRole('option', { name: 'Choose a bank' })).toBeDisabled();
    expect(screen.getByLabelText('Bank')).toBeRequired();
  });

  it('works controlled (formik) and takes option children', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <Select label="Currency" placeholder="Choose" value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="php">PHP</option>
          <option value="vnd">VND</option>
        </Select>
      );
    }
    renderWithTheme(<Harness />);
    const select = screen.getByLabelText('Currency');
    expect(select).toHaveAttribute('data-empty');
    await userEvent.selectOptions(select, 'vnd');
    expect(select).toHaveDisplayValue('VND');
    expect(select).not.toHaveAttribute('data-empty');
  });

  it('marks an error and describes the select by hint and error', () => {
    renderWithTheme(<Select label="Bank" hint="Withdrawals go here" error="Input cannot be empty" options={banks} />);
    const select = screen.getByLabelText('Bank');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Withdrawals go here Input cannot be empty');
  });

  it('disabled, and forwards its ref', () => {
    const ref = createRef<HTMLSelectElement>();
    renderWithTheme(<Select ref={ref} label="Bank" options={banks} disabled />);
    expect(ref.current).toBe(screen.getByLabelText('Bank'));
    expect(ref.current).toBeDisabled();
  });
});
