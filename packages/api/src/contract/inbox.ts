import type { Paged } from './envelope';

/** One message of the member's inbox (platform information). */
export interface InboxMessage {
  id: number;
  title: string;
  /** Server HTML: shown only through the sanitising component. */
  content: string;
  /** When it was sent, ISO 8601. */
  sentAt: string;
  read: boolean;
}

/** `GET /wps/relay/CSP_getMessageList` (token): the member's messages, newest first. */
export interface InboxQuery {
  pageNo: number;
  /** @default 10 */
  pageSize?: number;
}

export interface InboxMessages extends Paged<InboxMessage> {
  totalElements: number;
}

/**
 * `POST /wps/relay/CSP_readMessages` (token): marks some of the member's own messages read, or all
 * of them. Ids of other members' messages or of none are ignored; marking a read one again changes
 * nothing. Answers the new unread count.
 */
export type ReadMessagesPayload = { ids: number[] } | { all: true };

/** Messages a page holds unless asked otherwise, and at most. */
export const INBOX_PAGE_SIZE = 10;
export const INBOX_PAGE_SIZE_MAX = 50;
/** The most ids one read mark may name. */
export const INBOX_READ_IDS_MAX = 100;

/** Why an inbox call was refused (HTTP 400 with `{ success: false, code, message }`). */
export const INBOX_CODES = {
  /** `pageNo` below 1 or not a whole number, or `pageSize` outside 1..{@link INBOX_PAGE_SIZE_MAX}. */
  pageInvalid: 'INBOX_PAGE_INVALID',
  /** A read mark that is neither `{ ids: [whole numbers] }` (1..{@link INBOX_READ_IDS_MAX} of them) nor `{ all: true }`. */
  readInvalid: 'INBOX_READ_INVALID',
} as const;
export type InboxCode = (typeof INBOX_CODES)[keyof typeof INBOX_CODES];
