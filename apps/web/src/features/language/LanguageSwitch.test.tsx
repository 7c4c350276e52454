import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { COMPLETE_LANGUAGES, createI18n, I18nextProvider, LANGUAGES, type I18n } from '@tessera/i18n';
import type { Notice } from '@tessera/api';
import { ThemeProvider } from '@tessera/ui';
import { apiLanguage, setApiLanguage, type Api } from '../../core/api';
import { useNoticesQuery } from '../content/contentApi';
import { createStore } from '../../test/store';
import { memberInfo } from '../../test/fixtures';
import { memberLoaded } from '../session/slice';
import { LanguageSwitch } from './LanguageSwitch';

/** The marquee's first notice as the platform writes it in each language. */
const NOTICE: Record<string, string> = {
  EN: 'Sports provider maintenance on 15 June',
  VI: 'Bảo trì nhà cung cấp thể thao ngày 15/6',
  TH: 'ปิดปรับปรุงระบบกีฬา 15 มิ.ย.',
};

function FirstNotice() {
  const { data } = useNoticesQuery();
  return <p data-testid="notice">{data?.[0]?.title}</p>;
}

/** The switch (and `children`) under the app's providers, as the header renders it. */
function renderSwitch(store: ReturnType<typeof createStore>, i18n: I18n, children?: ReactNode) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <LanguageSwitch />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('LanguageSwitch', () => {
  it('switches the site, stores the language on the platform for the member, and reads the content again in it', async () => {
    setApiLanguage('EN');
    // The platform answers a signed-in member in the language it holds for them, as the real one does.
    let held = 'EN';
    const platform = {
      content: {
        getNotices: vi.fn(async (): Promise<Notice[]> => [
          { id: '1', title: NOTICE[held] ?? NOTICE.EN!, content: '<p></p>', publishedAt: '2024-06-14T10:00:00.000Z' },
        ]),
      },
      member: {
        setLanguage: vi.fn(async (code: string) => {
          held = code;
        }),
      },
    };
    const store = createStore(platform as unknown as Api);
    store.dispatch(memberLoaded({ member: memberInfo({ language: 'EN' }) }));
    const i18n = await createI18n({ language: 'EN', onLanguageChanged: setApiLanguage });
    renderSwitch(store, i18n, <FirstNotice />);
    expect(await screen.findByText(NOTICE.EN!)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Language:/ }));
    await screen.findByRole('dialog', { name: 'Language' });
    await userEvent.keyboard('viet');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent(NOTICE.VI!));
    expect(platform.member.setLanguage).toHaveBeenCalledWith('VI');
    expect(apiLanguage()).toBe('VI');
    expect(platform.content.getNotices).toHaveBeenCalledTimes(2);
    // The switch's own label is in the new language too.
    expect(screen.getByRole('button', { name: /^Ngôn ngữ: VI/ })).toBeInTheDocument();
    setApiLanguage('EN');
  });

  it('lists every language under its own name and marks, in the shown language, those shown in English', async () => {
    const store = createStore({} as unknown as Api);
    const i18n = await createI18n({ language: 'TH' });
    renderSwitch(store, i18n);
    await userEvent.click(screen.getByRole('button', { name: /^ภาษา:/ }));
    await screen.findByRole('dialog', { name: 'ภาษา' });
    expect(screen.getAllByRole('option')).toHaveLength(LANGUAGES.length);
    const japanese = screen.getByRole('option', { name: '日本語 Japanese' });
    expect(japanese).toHaveAccessibleDescription('แสดงเป็นภาษาอังกฤษ');
    expect(within(japanese).getByText('อังกฤษ')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Tiếng Việt Vietnamese' })).not.toHaveAttribute('aria-describedby');
    const marked = screen.getAllByRole('option').filter((option) => within(option).queryByText('อังกฤษ'));
    expect(marked).toHaveLength(LANGUAGES.length - COMPLETE_LANGUAGES.length);

    // Chosen, such a language keeps saying so on the switch, now in English.
    await userEvent.click(japanese);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Language:/ })).toHaveAccessibleName(
        'Language: JA (Shown in English)',
      ),
    );
  });
});
