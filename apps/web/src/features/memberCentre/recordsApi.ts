import {
  type AccountRecords,
  type AccountRecordsQuery,
  type BettingRecords,
  type BettingRecordsQuery,
  recordsCalls,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { bindApiGroup } from '../../core/api';

bindApiGroup('records', recordsCalls);

/**
 * The member centre's records: the member's bets and the movements of their wallets, a day range
 * and a page at a time. They are the member's money, so whatever moves money (tag 'Member')
 * refetches them too.
 */
export const recordsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bettingRecords: build.query<BettingRecords, BettingRecordsQuery>({
      queryFn: call((api, query) => api.records.getBettingRecords(query)),
      providesTags: ['Member'],
    }),
    accountRecords: build.query<AccountRecords, AccountRecordsQuery>({
      queryFn: call((api, query) => api.records.getAccountRecords(query)),
      providesTags: ['Member'],
    }),
  }),
});

export const { useBettingRecordsQuery, useAccountRecordsQuery } = recordsApi;
