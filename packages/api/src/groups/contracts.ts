import { getConsolidatedFunds, listContracts, processContract } from '../calls/contracts';
import type { ConsolidatedFundsQuery, ContractKind, ContractRequest } from '../contract';
import type { HttpClient } from '../http';

/** The contracts calls bound to a client. */
export const contractsCalls = (http: HttpClient) => ({
  list: (kind: ContractKind) => listContracts(http, kind),
  process: (kind: ContractKind, body: Exclude<ContractRequest, { action: 'LIST' }>) =>
    processContract(http, kind, body),
  getConsolidated: (query: ConsolidatedFundsQuery) => getConsolidatedFunds(http, query),
});
