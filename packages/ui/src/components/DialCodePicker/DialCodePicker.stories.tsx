import { useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { theme as t } from '@tessera/tokens';
import { DialCodePicker } from './DialCodePicker';
import { DIAL_CODE_PICKER_VARIANTS } from './DialCodePicker.types';
import { BROKEN_FLAG, SAMPLE_COUNTRIES, sampleFlagUrl } from './sampleCountries';
import { focusRing } from '../../utils/focusRing';

/** Keeps the picker's value in state, as a form would, and reports each change. */
function Stateful(args: ComponentProps<typeof DialCodePicker>) {
  const [value, setValue] = useState(args.value);
  useEffect(() => setValue(args.value), [args.value]);
  return (
    <DialCodePicker
      {...args}
      value={value}
      onChange={(country) => {
        setValue(country.countryCode);
        args.onChange?.(country);
      }}
    />
  );
}

/** Waits until every flag on screen has loaded or been replaced by its fallback. */
async function flagsSettled(root: HTMLElement) {
  await waitFor(() => {
    const images = Array.from(root.querySelectorAll('img'));
    void expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}

const meta = {
  title: 'Forms/DialCodePicker',
  component: DialCodePicker,
  args: {
    countries: SAMPLE_COUNTRIES,
    value: 'VN',
    flagUrl: sampleFlagUrl,
    onChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: DIAL_CODE_PICKER_VARIANTS },
    countries: { control: false },
    flagUrl: { control: false },
  },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => flagsSettled(canvasElement),
} satisfies Meta<typeof DialCodePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPicker = async (root: HTMLElement) => {
  const input = within(root).getByRole('combobox', { name: 'Country code' });
  await userEvent.click(input);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return input;
};

export const Playground: Story = {};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('+84');
    await flagsSettled(canvasElement);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    input.focus();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const listbox = within(canvasElement).getByRole('listbox', { name: 'Country code' });
    await expect(within(listbox).getByRole('option', { name: 'Vietnam +84' })).toHaveAttribute('aria-selected', 'true');
    await flagsSettled(canvasElement);
  },
};

/** Inside an open dialog (whose root also says data-state="open") the closed picker's chevron still points down. */
export const InsideOpenDialog: Story = {
  decorators: [
    (Story) => (
      <div data-state="open" role="group" aria-label="Open dialog">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    const chevron = canvasElement.querySelector('[data-part="chevron"]') as SVGElement;
    const rotation = () => getComputedStyle(chevron).transform;
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(rotation()).toBe('none');
    input.focus();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(rotation()).not.toBe('none'));
    input.blur();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await flagsSettled(canvasElement);
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await openPicker(canvasElement);
    await userEvent.keyboard('+6');
    const options = within(canvasElement).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Thailand +66',
      'Philippines +63',
      'Indonesia +62',
      'Malaysia +60',
      'Singapore +65',
    ]);
    await flagsSettled(canvasElement);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await openPicker(canvasElement);
    await userEvent.keyboard('atlantis');
    await expect(within(canvasElement).queryAllByRole('option')).toHaveLength(0);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No matching countries');
    await flagsSettled(canvasElement);
  },
};

const failing = new Set(['KH', 'LA', 'MM']);

export const FlagFallback: Story = {
  args: {
    value: 'KH',
    flagUrl: (code: string) => (failing.has(code) ? BROKEN_FLAG : sampleFlagUrl(code)),
  },
  play: async ({ canvasElement }) => {
    const input = await openPicker(canvasElement);
    await expect(input).toHaveValue('+855');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const laos = within(canvasElement).getByRole('option', { name: 'Laos +856' });
    await waitFor(() => expect(laos.querySelector('[data-fallback]')).toHaveTextContent('LA'));
    await flagsSettled(canvasElement);
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('combobox', { name: 'Country code' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveAccessibleName('Philippines +63');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(SAMPLE_COUNTRIES[2]);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('+63');
    // The end of a long list scrolls into view.
    await userEvent.keyboard('{ArrowDown}{End}');
    const list = within(canvasElement).getByRole('listbox');
    await expect(active()).toHaveAccessibleName('United States +1');
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('+63');
    await flagsSettled(canvasElement);
  },
};

export const ClosesAfterBlur: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
      <Stateful {...args} />
      <button type="button">Next field</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = await openPicker(canvasElement);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await flagsSettled(canvasElement);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

const PhoneField = styled.div`
  display: flex;
  align-items: stretch;
  width: 22rem;
  min-height: ${t.size.controlMd};
  background: ${t.color.bg.surface};
  border: 1px solid ${t.color.border.strong};
  border-radius: ${t.radius.md};
  &:focus-within {
    border-color: ${t.color.border.focus};
  }
`;

const PhoneInput = styled.input`
  flex: 1;
  min-width: 0;
  padding-inline: ${t.space[3]};
  border: 0;
  border-radius: ${t.radius.md};
  background: transparent;
  ${focusRing({ placement: 'inset' })}
`;

export const CompactAdornment: Story = {
  args: { variant: 'compact' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 6 }}>
      <label htmlFor="mobile" style={{ fontSize: 14, fontWeight: 500 }}>
        Mobile number
      </label>
      <PhoneField>
        <Stateful {...args} />
        <PhoneInput id="mobile" type="tel" inputMode="tel" autoComplete="tel-national" defaultValue="912 345 678" />
      </PhoneField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = await openPicker(canvasElement);
    await userEvent.keyboard('sg{Enter}');
    await expect(input).toHaveValue('+65');
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Mobile number')).toHaveFocus();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await flagsSettled(canvasElement);
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { value: 'AE', label: 'رمز الدولة' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'رمز الدولة' });
    await userEvent.click(input);
    await expect(input).toHaveValue('+971');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await flagsSettled(canvasElement);
  },
};
