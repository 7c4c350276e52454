import { lazy, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { I18nextProvider, createI18n } from '@tessera/i18n';
import { PartBoundary, PartUnavailable } from './PartBoundary';

async function renderWithProviders(ui: ReactNode) {
  const i18n = await createI18n({ language: 'EN' });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/index']}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** A part whose code never arrives, as when its chunk fails to download. */
const Missing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

/** That part, behind a boundary whose fallback is `fallback`. */
function MissingPart({ fallback }: { fallback: ReactNode }) {
  return (
    <PartBoundary fallback={fallback}>
      <Suspense fallback={null}>
        <Missing />
      </Suspense>
    </PartBoundary>
  );
}

describe('PartBoundary', () => {
  it('lets the page go on without a part whose code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(
      <>
        <h1>Home</h1>
        <MissingPart fallback={<p>footer unavailable</p>} />
      </>,
    );
    expect(await screen.findByText('footer unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('tries the part again on the next address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('render failed');
      return <p>part shown</p>;
    }
    await renderWithProviders(
      <>
        <Link to="/vip">VIP</Link>
        <PartBoundary>
          <Flaky />
        </PartBoundary>
      </>,
    );
    expect(screen.queryByText('part shown')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('link', { name: 'VIP' }));
    expect(await screen.findByText('part shown')).toBeInTheDocument();
  });

  it('in place of a part the member opened, says it could not be loaded and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<MissingPart fallback={<PartUnavailable />} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('closes with its button or Escape, handing focus back to what opened the part', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Member centre
          </button>
          {open && <MissingPart fallback={<PartUnavailable />} />}
        </>
      );
    }
    await renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Member centre' });
    await userEvent.click(opener);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<MissingPart fallback={<PartUnavailable />} />);
    await screen.findByRole('alert');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves Escape pressed inside another dialog to that dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(
      <>
        <MissingPart fallback={<PartUnavailable />} />
        <div role="dialog" aria-label="Deposit">
          <input aria-label="Amount" />
        </div>
      </>,
    );
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
