import type { InboxMessages, InboxQuery, ReadMessagesPayload, UnreadCount } from '../contract';
import type { HttpClient } from '../http';
import { PATHS_INBOX } from '../paths/inbox';
import { request } from '../request';
import { defined } from './games';

/** A page of the member's inbox, newest first (token). */
export function getMessages(http: HttpClient, query: InboxQuery): Promise<InboxMessages> {
  return request<InboxMessages>(http, { method: 'GET', url: PATHS_INBOX.messageList, params: defined(query) });
}

/** Marks some of the member's messages read, or all of them (token); answers the new unread count. */
export function readMessages(http: HttpClient, payload: ReadMessagesPayload): Promise<UnreadCount> {
  return request<UnreadCount>(http, { method: 'POST', url: PATHS_INBOX.readMessages, data: payload });
}
