import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createI18n } from '@tessera/i18n';
import type { Api } from '../core/api';
import { openStatus } from '../test/fixtures';
import { createStore } from '../test/store';
import { App } from './App';
import type * as Layout from '../shell/SiteLayout';
import type * as NotFound from '../pages/NotFoundPage';

// Counts the renders the frame and a page get from their parents; each still renders the real
// component.
const renders = vi.hoisted(() => ({ SiteLayout: 0, NotFoundPage: 0 }));
vi.mock('../shell/SiteLayout', async (original) => {
  const real = await original<typeof Layout>();
  return {
    ...real,
    SiteLayout: (props: Parameters<typeof real.SiteLayout>[0]) => {
      renders.SiteLayout += 1;
      return <real.SiteLayout {...props} />;
    },
  };
});
vi.mock('../pages/NotFoundPage', async (original) => {
  const real = await original<typeof NotFound>();
  return {
    default: () => {
      renders.NotFoundPage += 1;
      return <real.default />;
    },
  };
});

const api = {
  system: {
    getStatus: vi.fn(async () => openStatus()),
    getRegisterSettings: vi.fn(),
    getWhitelabel: vi.fn(),
    getDomainRoute: vi.fn(),
  },
} as unknown as Api;

const go = (url: string) =>
  act(async () => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

describe('the routes', () => {
  it('a new query renders what follows the address, not the frame or the page', { timeout: 20_000 }, async () => {
    window.history.pushState({}, '', '/nowhere');
    render(<App store={createStore(api)} i18n={await createI18n({ language: 'EN' })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 15_000 })).toBeVisible();
    const before = { ...renders };

    await go('/nowhere?tab=2');
    expect(renders).toEqual(before);

    // A new path is a new page, in the same frame. (It also shows the router has taken each change.)
    await go('/elsewhere');
    await waitFor(() => expect(renders.NotFoundPage).toBe(before.NotFoundPage + 1));
    expect(renders.SiteLayout).toBe(before.SiteLayout);
  });
});
