import { useMemo } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { changeLanguage, createI18n, I18nextProvider, useTranslation } from '@tessera/i18n';
import { useForm } from './useForm';

function NameForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => object({ name: string().required(t('error_input_required')) }), [t]);
  const form = useForm({ initialValues: { name: '' }, validationSchema: schema, onSubmit: () => undefined });
  return (
    <form onSubmit={form.handleSubmit}>
      <input aria-label="name" {...form.getFieldProps('name')} />
      {form.touched.name && form.errors.name ? <p role="alert">{form.errors.name}</p> : null}
      <button type="submit">send</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows the open form’s validation messages in a newly chosen language at once', async () => {
    const i18n = await createI18n({ language: 'EN' });
    const en = i18n.getFixedT('en')('error_input_required');
    render(
      <I18nextProvider i18n={i18n}>
        <NameForm />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en);

    await act(() => changeLanguage(i18n, 'VI'));
    const vi = i18n.getFixedT('vi')('error_input_required');
    expect(vi).not.toBe(en);
    await screen.findByText(vi);

    await act(() => changeLanguage(i18n, 'TH'));
    await screen.findByText(i18n.getFixedT('th')('error_input_required'));
  });

  it('does not validate an untouched form when the language changes', async () => {
    const i18n = await createI18n({ language: 'EN' });
    render(
      <I18nextProvider i18n={i18n}>
        <NameForm />
      </I18nextProvider>,
    );
    await act(() => changeLanguage(i18n, 'CN'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
