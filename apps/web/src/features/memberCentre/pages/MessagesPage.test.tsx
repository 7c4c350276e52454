import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, INBOX_CODES } from '@tessera/api';
import type { InboxMessage, InboxMessages, InboxQuery, ReadMessagesPayload, UnreadCount } from '@tessera/api';
import { formatTimestamp } from '@tessera/format';
import { renderContent } from '../../../test/renderContent';
import MessagesPage from './MessagesPage';

const message = (id: number, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body of message ${id}</p>`,
  sentAt: `2024-06-${String(10 + id).padStart(2, '0')}T08:30:15.000Z`,
  read: false,
  ...overrides,
});

const page = (content: InboxMessage[], overrides: Partial<InboxMessages> = {}): InboxMessages => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  ...overrides,
});

async function open({
  getMessages,
  readMessages,
  unread = 1,
}: {
  getMessages: (query: InboxQuery) => Promise<InboxMessages>;
  readMessages?: (payload: ReadMessagesPayload) => Promise<UnreadCount>;
  unread?: number;
}) {
  // The platform's count: none unread once anything is marked, unless the test answers the mark itself.
  let count = unread;
  const spies = {
    getMessages: vi.fn(getMessages),
    readMessages: vi.fn(readMessages ?? (async () => ({ count: (count = 0) }))),
    getUnreadCount: vi.fn(async () => ({ count })),
  };
  const view = await renderContent(<MessagesPage />, {
    path: '/',
    platform: {
      inbox: { getMessages: spies.getMessages, readMessages: spies.readMessages },
      member: { getUnreadCount: spies.getUnreadCount },
    },
  });
  return { ...view, spies, user: userEvent.setup() };
}

const entry = (name: RegExp | string) =>
  within(screen.getByRole('list', { name: 'Messages' })).getByRole('button', { name });

describe('platform information', { timeout: 20_000 }, () => {
  it('lists the messages as buttons, newest first as sent, with the time and an unread marker in words', async () => {
    const { spies } = await open({ getMessages: async () => page([message(3), message(2, { read: true })]) });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(spies.getMessages).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      `UnreadMessage 3${formatTimestamp(message(3).sentAt)}`,
      `Message 2${formatTimestamp(message(2).sentAt)}`,
    ]);
    expect(formatTimestamp(message(3).sentAt)).toMatch(/^2024-06-1[34] \d{2}:\d{2}:15$/);
    for (const button of buttons) expect(button).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Choose a message to read it.')).toBeInTheDocument();
  });

  it('shows a chosen unread message sanitised, marks it current and read, and moves focus to its title', async () => {
    let marked = () => false;
    const { spies, store, user } = await open({
      getMessages: async () =>
        page([
          message(7, {
            content: '<p>Hello <b>agent</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
            read: marked(),
          }),
        ]),
    });
    marked = () => spies.readMessages.mock.calls.length > 0;
    await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(spies.getUnreadCount).toHaveBeenCalled());
    await user.click(entry(/Message 7/));

    const article = screen.getByRole('article', { name: 'Message 7' });
    expect(within(article).getByRole('heading', { level: 3, name: 'Message 7' })).toHaveFocus();
    expect(article).toHaveTextContent('Hello agent');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(within(article).getByText(`Sent ${formatTimestamp(message(7).sentAt)}`)).toBeInTheDocument();
    expect(entry(/Message 7/)).toHaveAttribute('aria-current', 'true');
    expect(spies.readMessages).toHaveBeenCalledWith({ ids: [7] });

    // The inbox refetches and the entry loses its marker; the count behind the badge is the one the mark answered.
    await waitFor(() => expect(entry(/Message 7/).textContent).not.toMatch(/^Unread/));
    expect(spies.getMessages).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(spies.getUnreadCount).toHaveBeenCalledTimes(2));
    expect(store.getState().api.queries['unreadCount(undefined)']?.data).toEqual({ count: 0 });
  });

  it('does not mark a message that is read already', async () => {
    const { spies, user } = await open({ getMessages: async () => page([message(2, { read: true })]) });
    await screen.findByRole('list', { name: 'Messages' });
    await user.click(entry(/Message 2/));
    expect(await screen.findByRole('article', { name: 'Message 2' })).toHaveTextContent('Body of message 2');
    expect(spies.readMessages).not.toHaveBeenCalled();
  });

  it('goes back from the message to its entry in the list, focused', async () => {
    const { user } = await open({ getMessages: async () => page([message(3), message(2)]) });
    await screen.findByRole('list', { name: 'Messages' });
    await user.click(entry(/Message 2/));
    await user.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(entry(/Message 2/)).toHaveFocus();
  });

  it('marks all as read, says so, and is unavailable with nothing unread', async () => {
    const { spies, user } = await open({ getMessages: async () => page([message(4), message(3)]), unread: 2 });
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).not.toHaveAttribute('aria-disabled'));
    await user.click(markAll);
    expect(spies.readMessages).toHaveBeenCalledWith({ all: true });
    await waitFor(() => expect(screen.getByText('All messages are marked as read')).toHaveAttribute('role', 'status'));
    await waitFor(() => expect(markAll).toHaveAttribute('aria-disabled', 'true'));
    await user.click(markAll);
    expect(spies.readMessages).toHaveBeenCalledTimes(1);
  });

  it('says why a message could not be marked read', async () => {
    const { user } = await open({
      getMessages: async () => page([message(5)]),
      readMessages: async () => {
        throw new ApiError({ kind: 'http', code: INBOX_CODES.readInvalid, message: 'bad' });
      },
    });
    await screen.findByRole('list', { name: 'Messages' });
    await user.click(entry(/Message 5/));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message could not be marked as read. The platform did not understand which messages to mark.',
    );
    expect(screen.getByRole('article', { name: 'Message 5' })).toBeInTheDocument();
  });

  it('pages through the messages', async () => {
    const { spies, user } = await open({
      getMessages: async (q) => page([message(q.pageNo === 1 ? 9 : 1)], { totalPages: 2, totalElements: 11 }),
    });
    await screen.findByRole('button', { name: /Message 9/ });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: /Message 1/ })).toBeInTheDocument();
    expect(spies.getMessages).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 });
  });

  it('says when there are no messages', async () => {
    await open({ getMessages: async () => page([]) });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a failure in words with a retry that loads the messages', async () => {
    let fail = true;
    const { user } = await open({
      getMessages: async () => {
        if (fail) throw new ApiError({ kind: 'network', code: 'NETWORK', message: 'down' });
        return page([message(1)]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your messages could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Message 1/ })).toBeInTheDocument();
  });
});
