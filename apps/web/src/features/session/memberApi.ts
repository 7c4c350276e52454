import type { Balance, UnreadCount } from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';

/** The signed-in member's balance and unread-message count, shown in the header and the centres. */
export const memberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    balance: build.query<Balance, void>({ queryFn: call((api) => api.member.getBalance()), providesTags: ['Member'] }),
    unreadCount: build.query<UnreadCount, void>({
      queryFn: call((api) => api.member.getUnreadCount()),
      providesTags: ['Member'],
    }),
  }),
});

export const { useBalanceQuery, useUnreadCountQuery } = memberApi;
