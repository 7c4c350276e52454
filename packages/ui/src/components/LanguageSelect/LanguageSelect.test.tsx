import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
import { SAMPLE_LANGUAGES } from './sampleLanguages';

function Harness(props: Partial<LanguageSelectProps>) {
  const [value, setValue] = useState(props.value ?? 'EN');
  return (
    <LanguageSelect
      languages={SAMPLE_LANGUAGES}
      {...props}
      value={value}
      onChange={(code) => {
        props.onChange?.(code);
        setValue(code);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /^Language:/ });
const search = () => screen.getByRole('combobox', { name: 'Search languages' });
const activeOption = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');

async function openList() {
  await userEvent.click(trigger());
  await screen.findByRole('dialog', { name: 'Language' });
  await waitFor(() => expect(search()).toHaveFocus());
}

describe('LanguageSelect', () => {
  it('labels the trigger with "Language" and the current language', () => {
    renderWithTheme(<Harness value="VI" />);
    expect(trigger()).toHaveAccessibleName('Language: VI Tiếng Việt');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(within(trigger()).getByText('Tiếng Việt')).toHaveAttribute('lang', 'vi');
  });

  it('opens a searchable list with focus in the search and the current language marked', async () => {
    renderWithTheme(<Harness value="JA" />);
    await openList();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Language' });
    expect(search()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(SAMPLE_LANGUAGES.length);
    const japanese = screen.getByRole('option', { name: '日本語 Japanese', selected: true });
    expect(activeOption()).toBe(japanese);
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
  });

  it('sets lang and dir on native names from the language data', async () => {
    renderWithTheme(<Harness />);
    await openList();
    expect(within(screen.getByRole('option', { name: /Chinese \(Simplified\)/ })).getByText('中文')).toHaveAttribute(
      'lang',
      'zh-CN',
    );
    const arabic = within(screen.getByRole('option', { name: /Arabic/ })).getByText('العربية');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
  });

  it.each([
    ['the English name', 'viet', ['Tiếng Việt Vietnamese']],
    ['the native name', 'ไทย', ['ไทย Thai']],
    ['the code', 'ty', ['Tagalog Tagalog']],
    ['the name without accents', 'turkce', ['Türkçe Turkish']],
  ])('filters by %s', async (_, typed, names) => {
    renderWithTheme(<Harness />);
    await openList();
    await userEvent.keyboard(typed);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(names.length);
    options.forEach((option, i) => expect(option).toHaveAccessibleName(names[i]));
    expect(activeOption()).toBe(options[0]);
  });

  it('marks each language the site shows in English, in the words it is given', async () => {
    renderWithTheme(<Harness value="TH" fallbackLabel="อังกฤษ" fallbackHint="แสดงเป็นภาษาอังกฤษ" />);
    await openList();
    const japanese = screen.getByRole('option', { name: '日本語 Japanese' });
    expect(japanese).toHaveAccessibleDescription('แสดงเป็นภาษาอังกฤษ');
    // Its own name first, then the short mark in the shown language, whose meaning is its tooltip.
    expect(within(japanese).getByText('日本語')).toHaveAttribute('lang', 'ja');
    const mark = within(japanese).getByText('อังกฤษ');
    expect(mark).toHaveAttribute('title', 'แสดงเป็นภาษาอังกฤษ');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    // A translated language carries no mark; every language without a translation carries one.
    const thai = screen.getByRole('option', { name: 'ไทย Thai' });
    expect(within(thai).queryByText('อังกฤษ')).toBeNull();
    expect(thai).not.toHaveAttribute('aria-describedby');
    const marked = screen.getAllByRole('option').filter((o) => within(o).queryByText('อังกฤษ'));
    expect(marked.map((o) => o.id.replace(/^.*-option-/, ''))).toEqual(
      SAMPLE_LANGUAGES.filter((l) => l.fallback).map((l) => l.code),
    );
  });

  it('says on the trigger when the current language is shown in English', () => {
    renderWithTheme(<Harness value="JA" />);
    expect(trigger()).toHaveAccessibleName('Language: JA 日本語 (Shown in English)');
  });

  it('keyboard: arrows and Home/End move; Enter chooses, closes and returns focus', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(search()).toHaveFocus());
    expect(activeOption()).toHaveAccessibleName('English English');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName('繁體中文 Chinese (Traditional)');
    await userEvent.keyboard('{End}');
    expect(activeOption()).toHaveAccessibleName('Kiswahili Swahili');
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('CN');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAccessibleName('Language: CN 中文');
  });

  it('Escape closes without changing and returns focus to the trigger', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await openList();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('the button closes the list it opened; a click elsewhere closes it and leaves focus there', async () => {
    renderWithTheme(
      <>
        <Harness />
        <input aria-label="Elsewhere" />
      </>,
    );
    await openList();
    expect(trigger()).toHaveAttribute('aria-controls', screen.getByRole('dialog').id);
    await userEvent.click(trigger());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await openList();
    await userEvent.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('a click chooses a language', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await openList();
    await userEvent.click(screen.getByRole('option', { name: 'ไทย Thai' }));
    expect(onChange).toHaveBeenCalledWith('TH');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('choosing the current language closes without a change', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await openList();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when nothing matches; reopening clears the search', async () => {
    renderWithTheme(<Harness noResultsLabel="Nothing found" />);
    await openList();
    await userEvent.keyboard('klingon');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openList();
    expect(search()).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(SAMPLE_LANGUAGES.length);
  });

  it('takes its strings as props', async () => {
    renderWithTheme(<Harness label="Ngôn ngữ" searchLabel="Tìm ngôn ngữ" triggerDisplay="code" />);
    const button = screen.getByRole('button', { name: 'Ngôn ngữ: EN' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Ngôn ngữ' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tìm ngôn ngữ' })).toBeInTheDocument();
  });

  it('forwards its ref to the trigger and passes native props through', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<LanguageSelect ref={ref} languages={SAMPLE_LANGUAGES} value="EN" data-testid="lang" />);
    expect(ref.current).toBe(screen.getByTestId('lang'));
    expect(ref.current).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
