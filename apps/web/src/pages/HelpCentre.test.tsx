import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpTopic } from '@tessera/api';
import HelpPage from './HelpPage';
import { renderContent } from '../test/renderContent';

const topic = (id: string, title: string, children: HelpTopic[] = []): HelpTopic => ({
  id,
  title,
  content: `<p>About ${title.toLowerCase()}.</p>`,
  children,
});

const centre = [
  topic('1', 'Account', [topic('101', 'Registering'), topic('102', 'Forgot password')]),
  topic('2', 'Deposits', [topic('201', 'How to deposit')]),
  topic('6', 'Responsible gaming'),
];

const open = (path: string) =>
  renderContent(<HelpPage />, { path, content: { getHelpCenter: vi.fn(async () => centre) } });
const shown = () => screen.getByRole('article');

describe('the help centre', () => {
  it('opens the topic named by ?topic=, marked in the tree', async () => {
    await open('/help?topic=102');
    expect(await screen.findByRole('heading', { level: 2, name: 'Forgot password' })).toBeInTheDocument();
    expect(shown()).toHaveTextContent('About forgot password.');
    const tree = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(tree).getByRole('link', { name: 'Forgot password' })).toHaveAttribute('aria-current', 'page');
    expect(within(tree).getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
  });

  it('opens the first section when no topic is named', async () => {
    await open('/help');
    expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    expect(within(shown()).getByRole('link', { name: 'Registering' })).toHaveAttribute('href', '/help?topic=101');
  });

  it('keeps the address in step and moves focus to the chosen topic', async () => {
    await open('/helpmc?topic=1');
    await screen.findByRole('heading', { level: 2, name: 'Account' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Help topics' })).getByRole('link', { name: 'How to deposit' }),
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'How to deposit' });
    expect(screen.getByTestId('address')).toHaveTextContent('/helpmc?topic=201');
    expect(heading).toHaveFocus();
  });

  it('is usable from the keyboard: Tab reaches a topic, Enter opens it', async () => {
    await open('/help?topic=1');
    await screen.findByRole('heading', { level: 2, name: 'Account' });
    const target = within(screen.getByRole('navigation', { name: 'Help topics' })).getByRole('link', {
      name: 'Responsible gaming',
    });
    for (let i = 0; i < 20 && document.activeElement !== target; i++) await userEvent.tab();
    expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Responsible gaming' })).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent('/help?topic=6');
  });

  it('says so for a topic that does not exist, and keeps the tree', async () => {
    await open('/help?topic=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Help topic not found');
    expect(screen.getByRole('navigation', { name: 'Help topics' })).toBeInTheDocument();
  });
});
