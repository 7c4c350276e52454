import { getMessages, readMessages } from '../calls/inbox';
import type { InboxQuery, ReadMessagesPayload } from '../contract';
import type { HttpClient } from '../http';

/** The inbox calls bound to a client. */
export const inboxCalls = (http: HttpClient) => ({
  getMessages: (query: InboxQuery) => getMessages(http, query),
  readMessages: (payload: ReadMessagesPayload) => readMessages(http, payload),
});
