import {
  inboxCalls,
  type InboxMessages,
  type InboxQuery,
  type ReadMessagesPayload,
  type UnreadCount,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { memberApi } from '../session/memberApi';
import { bindApiGroup } from '../../core/api';

bindApiGroup('inbox', inboxCalls);

/**
 * The member's inbox (platform information): a page of messages and the read mark. Marking read
 * refetches the inbox ('Inbox') and the unread count behind the badge ('Member'); the count the
 * mark answers is shown at once.
 */
export const inboxApi = baseApi.enhanceEndpoints({ addTagTypes: ['Inbox'] }).injectEndpoints({
  endpoints: (build) => ({
    inboxMessages: build.query<InboxMessages, InboxQuery>({
      queryFn: call((api, query) => api.inbox.getMessages(query)),
      // Written by the platform in the reader's language: a language change reads them again.
      providesTags: ['Inbox', 'Localised'],
    }),
    readMessages: build.mutation<UnreadCount, ReadMessagesPayload>({
      queryFn: call((api, payload) => api.inbox.readMessages(payload)),
      invalidatesTags: ['Inbox', 'Member'],
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(memberApi.util.upsertQueryData('unreadCount', undefined, data));
        } catch {
          // The failure is the caller's to show; the count stays as the platform last told it.
        }
      },
    }),
  }),
});

export const { useInboxMessagesQuery, useReadMessagesMutation } = inboxApi;
