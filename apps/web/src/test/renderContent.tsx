import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider, createI18n } from '@tessera/i18n';
import type { Api } from '../core/api';
import { createStore, type AppStore, type RootState } from './store';

/** Shows where the router is, so a test can read the address a page keeps in sync. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** The calls a test's platform answers, group by group (only those the page makes). */
export type TestPlatform = { [Group in keyof Api]?: Partial<Api[Group]> };

/**
 * Renders a page at `path` with a real store whose platform answers only the calls given
 * (`content`, or any groups in `platform`), from an optional starting state (or actions
 * dispatched by `prepare` before the first render), in English, for tests.
 */
export async function renderContent(
  element: ReactElement,
  {
    path,
    content,
    platform,
    state,
    prepare,
  }: {
    path: string;
    content?: Partial<Api['content']>;
    platform?: TestPlatform;
    state?: Partial<RootState>;
    prepare?: (store: AppStore) => void;
  },
) {
  const store = createStore({ content, ...platform } as unknown as Api, state);
  prepare?.(store);
  const i18n = await createI18n({ language: 'EN' });
  const route = path.split(/[?#]/)[0]!;
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Address />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store };
}
