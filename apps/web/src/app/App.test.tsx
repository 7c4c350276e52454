import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tessera/api';
import { createI18n } from '@tessera/i18n';
import { openStatus } from '../test/fixtures';
import type { Api } from '../core/api';
import { App } from './App';
import { createStore } from '../test/store';
import { startApp } from '../features/system/start';

function fakeApi(getStatus: () => Promise<unknown>) {
  return {
    system: {
      getStatus: vi.fn(getStatus),
      getRegisterSettings: vi.fn(async () => ({
        usernameRules: [],
        mobileRules: [],
        countries: [],
        minimumAge: 18,
        termsUrl: '',
      })),
      getWhitelabel: vi.fn(),
      getDomainRoute: vi.fn(),
    },
  } as unknown as Api;
}

async function renderApp(api: Api, path = '/index') {
  window.history.pushState({}, '', path);
  const i18n = await createI18n({ language: 'EN' });
  const store = createStore(api);
  render(<App store={store} i18n={i18n} />);
  return store;
}

describe('App start-up', () => {
  // The first start transforms the whole shell and home page's code: on a busy 2-core machine that alone can take seconds.
  it('open: shows the routed page inside the shell', { timeout: 20_000 }, async () => {
    await renderApp(fakeApi(async () => openStatus()));
    // The first page's code is transformed on first use here: give it time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer follows once the browser is idle (at once here, with nothing to observe).
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toHaveTextContent('18+');
  });

  it('while the status arrives, the frame is already there and stays: only the page waits', async () => {
    let answer: (status: unknown) => void = () => undefined;
    await renderApp(fakeApi(() => new Promise((resolve) => (answer = resolve))));
    const header = await screen.findByRole('banner');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer(openStatus());
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 15_000 })).toBeInTheDocument();
    // The same header: a pointer resting on the navigation keeps its hover, nothing is re-drawn.
    expect(screen.getByRole('banner')).toBe(header);
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  it('a store the entry already started is not started again: one status call', async () => {
    const api = fakeApi(async () => openStatus({ status: 1 }));
    window.history.pushState({}, '', '/index');
    const i18n = await createI18n({ language: 'EN' });
    const store = createStore(api);
    store.dispatch(startApp());
    render(<App store={store} i18n={i18n} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(api.system.getStatus).toHaveBeenCalledTimes(1);
  });

  it('maintenance: shows the maintenance page and not the site', async () => {
    await renderApp(fakeApi(async () => openStatus({ status: 1 })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('region block: shows the visitor IP', async () => {
    await renderApp(fakeApi(async () => openStatus({ status: 2 })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Your IP: 203.0.113.9')).toBeInTheDocument();
  });

  it('unreachable: says so and recovers through Retry', async () => {
    let calls = 0;
    await renderApp(
      fakeApi(async () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: 'x' });
        return openStatus();
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('an unknown path renders the not-found page within the shell', async () => {
    await renderApp(
      fakeApi(async () => openStatus()),
      '/nowhere',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('/ redirects to /index', async () => {
    await renderApp(
      fakeApi(async () => openStatus()),
      '/',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/index'));
  });
});
