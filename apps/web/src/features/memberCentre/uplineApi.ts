import {
  uplineCalls,
  type UplineTransferHistory,
  type UplineTransferHistoryQuery,
  type UplineTransferInfo,
  type UplineTransferPayload,
  type UplineTransferResult,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { keyedCall, type Unkeyed } from '../../core/keyedCall';
import { bindApiGroup } from '../../core/api';

bindApiGroup('upline', uplineCalls);

/**
 * Transfer to upline: the upline, balance and limits, the transfer and its history. A transfer
 * refreshes the member's money everywhere (tag 'Member', the header balance) and the history,
 * whether it succeeded or not (a call that timed out may still have moved it).
 */
export const uplineApi = baseApi.enhanceEndpoints({ addTagTypes: ['UplineTransfers'] }).injectEndpoints({
  endpoints: (build) => ({
    uplineTransferInfo: build.query<UplineTransferInfo, void>({
      queryFn: call((api) => api.upline.getInfo()),
      providesTags: ['Member'],
    }),
    uplineTransferHistory: build.query<UplineTransferHistory, UplineTransferHistoryQuery>({
      queryFn: call((api, query) => api.upline.getHistory(query)),
      providesTags: ['UplineTransfers', 'Member'],
    }),
    transferToUpline: build.mutation<UplineTransferResult, Unkeyed<UplineTransferPayload>>({
      queryFn: keyedCall((api, payload: UplineTransferPayload) => api.upline.transfer(payload), ['password']),
      invalidatesTags: ['UplineTransfers', 'Member'],
    }),
  }),
});

export const { useUplineTransferInfoQuery, useUplineTransferHistoryQuery, useTransferToUplineMutation } = uplineApi;
