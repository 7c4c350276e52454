import {
  type ConsolidatedFunds,
  type ConsolidatedFundsQuery,
  type ContractKind,
  type ContractList,
  contractsCalls,
  downlineCalls,
  type DownlineTransferHistory,
  type DownlineTransferHistoryQuery,
  type DownlineTransferInfo,
  type DownlineTransferPayload,
  type DownlineTransferResult,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { keyedCall, type Unkeyed } from '../../core/keyedCall';
import { bindApiGroup } from '../../core/api';

bindApiGroup('contracts', contractsCalls);
bindApiGroup('downline', downlineCalls);

/**
 * The agent's contracts (one list per kind), its consolidated funds, and the transfer to a
 * downline. Contract actions run in the negotiation saga, which invalidates 'Contracts' (and
 * 'Member', the header balance) when one is answered; a transfer refreshes the money everywhere.
 */
export const contractsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Contracts', 'DownlineTransfers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      contractList: build.query<ContractList, ContractKind>({
        queryFn: call((api, kind) => api.contracts.list(kind)),
        providesTags: ['Contracts'],
      }),
      consolidatedFunds: build.query<ConsolidatedFunds, ConsolidatedFundsQuery>({
        queryFn: call((api, query) => api.contracts.getConsolidated(query)),
        keepUnusedDataFor: 60,
        providesTags: ['Contracts', 'Member'],
      }),
      downlineTransferInfo: build.query<DownlineTransferInfo, void>({
        queryFn: call((api) => api.downline.getInfo()),
        providesTags: ['Member'],
      }),
      downlineTransferHistory: build.query<DownlineTransferHistory, DownlineTransferHistoryQuery>({
        queryFn: call((api, query) => api.downline.getHistory(query)),
        providesTags: ['DownlineTransfers', 'Member'],
      }),
      transferToDownline: build.mutation<DownlineTransferResult, Unkeyed<DownlineTransferPayload>>({
        queryFn: keyedCall((api, payload: DownlineTransferPayload) => api.downline.transfer(payload), ['password']),
        invalidatesTags: ['DownlineTransfers', 'Member'],
      }),
    }),
  });

export const {
  useContractListQuery,
  useConsolidatedFundsQuery,
  useDownlineTransferInfoQuery,
  useDownlineTransferHistoryQuery,
  useTransferToDownlineMutation,
} = contractsApi;
