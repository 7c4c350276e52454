import { useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { theme as t } from '@tessera/tokens';
import { LanguageSelect } from './LanguageSelect';
import { LANGUAGE_TRIGGER_DISPLAYS } from './LanguageSelect.types';
import { SAMPLE_LANGUAGES } from './sampleLanguages';

/** A header strip: the switch sits at its end, where the site header puts it. */
const HeaderBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${t.space[3]};
  min-height: ${t.size.header};
  padding-inline: ${t.space[4]};
  background: ${t.color.bg.surface};
  border-bottom: 1px solid ${t.color.border.default};
`;

/** Keeps the current language in state, as the app does, and reports each change. */
function Stateful(args: ComponentProps<typeof LanguageSelect>) {
  const [value, setValue] = useState(args.value);
  useEffect(() => setValue(args.value), [args.value]);
  return (
    <HeaderBar>
      <LanguageSelect
        {...args}
        value={value}
        onChange={(code) => {
          setValue(code);
          args.onChange?.(code);
        }}
      />
    </HeaderBar>
  );
}

const meta = {
  title: 'Navigation/LanguageSelect',
  component: LanguageSelect,
  parameters: { layout: 'fullscreen' },
  args: { languages: SAMPLE_LANGUAGES, value: 'EN', onChange: fn(), onOpenChange: fn() },
  argTypes: {
    triggerDisplay: { control: 'inline-radio', options: LANGUAGE_TRIGGER_DISPLAYS },
    languages: { control: false },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = () => screen.getByRole('combobox', { name: 'Search languages' });

export const Playground: Story = {};

export const Closed: Story = {
  args: { value: 'VI' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: VI Tiếng Việt' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { value: 'CN', defaultOpen: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Language' });
    await waitFor(() => expect(search()).toHaveFocus());
    await expect(screen.getByRole('option', { name: '中文 Chinese (Simplified)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getAllByRole('option')).toHaveLength(SAMPLE_LANGUAGES.length);
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Language:/ }));
    await waitFor(() => expect(search()).toHaveFocus());
    await userEvent.keyboard('chin');
    const options = screen.getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveAccessibleName('中文 Chinese (Simplified)');
    await expect(options[1]).toHaveAccessibleName('繁體中文 Chinese (Traditional)');
    await expect(options[1]).toHaveAccessibleDescription('Shown in English');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Language:/ }));
    await waitFor(() => expect(search()).toHaveFocus());
    await userEvent.keyboard('klingon');
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
    await expect(screen.getByRole('status')).toHaveTextContent('No matching languages');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: /^Language:/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(search()).toHaveFocus());
    await userEvent.keyboard('thai{ArrowDown}{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('TH');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAccessibleName('Language: TH ไทย');
  },
};

/** A language without a translation is current: the list marks it and every other such language. */
export const ShownInEnglish: Story = {
  args: { value: 'JA', defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Language:/ })).toHaveAccessibleName(
      'Language: JA 日本語 (Shown in English)',
    );
    const japanese = await screen.findByRole('option', { name: '日本語 Japanese' });
    await expect(japanese).toHaveAccessibleDescription('Shown in English');
    await expect(japanese).toHaveAttribute('aria-selected', 'true');
    await expect(within(japanese).getByText('English')).toHaveAttribute('title', 'Shown in English');
    await expect(within(screen.getByRole('option', { name: 'ไทย Thai' })).queryByText('English')).toBeNull();
  },
};

export const CodeOnly: Story = {
  args: { triggerDisplay: 'code', value: 'TY' },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    value: 'AR',
    defaultOpen: true,
    label: 'اللغة',
    searchLabel: 'ابحث عن لغة',
    searchPlaceholder: 'بحث',
    fallbackLabel: 'الإنجليزية',
    fallbackHint: 'تُعرض بالإنجليزية',
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'اللغة' });
    const option = screen.getByRole('option', { name: 'العربية Arabic' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'ابحث عن لغة' })).toHaveFocus());
    await expect(screen.getByRole('option', { name: 'اردو Urdu' })).toHaveAccessibleDescription('تُعرض بالإنجليزية');
  },
};
