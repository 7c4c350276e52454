import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { LanguageSelect } from './LanguageSelect';
import { SAMPLE_LANGUAGES } from './sampleLanguages';

// The list's code cannot be fetched (a dropped connection, a build replaced under the page).
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./LanguageSelectPanel', () => {
  loads.count += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LanguageSelect without its list’s code', () => {
  it('shows what it is given in place of the list when opened, instead of doing nothing', async () => {
    renderWithTheme(
      <LanguageSelect
        languages={SAMPLE_LANGUAGES}
        value="EN"
        unavailable={<p role="alert">The language list could not be loaded</p>}
      />,
    );
    const button = screen.getByRole('button', { name: /^Language:/ });
    await userEvent.hover(button);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads as closed once its message is dismissed, and asks for the list’s code again when opened again', async () => {
    renderWithTheme(
      <LanguageSelect
        languages={SAMPLE_LANGUAGES}
        value="EN"
        unavailable={(close) => (
          <div role="alert">
            The language list could not be loaded
            <button type="button" onClick={close}>
              Dismiss
            </button>
          </div>
        )}
      />,
    );
    const button = screen.getByRole('button', { name: /^Language:/ });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const tried = loads.count;
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Opened again, it tries the code again, and says so again when that fails too.
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loads.count).toBeGreaterThan(tried);
  });
});
