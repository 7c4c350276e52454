import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Contract, ContractAction, ContractKind, ContractRequest } from '@tessera/api';
import type { RootState } from '../../core/rootReducer';
import { signedOut } from '../session/slice';
import type { FailureInfo } from '../system/slice';

/**
 * Where one negotiation stands: the request is on its way, it waits for the other side's answer
 * (an offer or a termination request), the other side agreed or refused, or the call failed.
 */
export type NegotiationPhase = 'sending' | 'waiting' | 'agreed' | 'refused' | 'failed';

export interface Negotiation {
  kind: ContractKind;
  action: Exclude<ContractAction, 'LIST'>;
  phase: NegotiationPhase;
  contract?: Contract;
  /** How many contracts below the action ended with it (a cascade). */
  ended?: number;
  error?: FailureInfo;
}

/** Negotiations by key: the kind and the other party (`DAILY_SALARY:team_khang`, `DAILY_SALARY:upline`). */
export type ContractsState = Record<string, Negotiation>;

export type ContractCommand = Exclude<ContractRequest, { action: 'LIST' }>;

export const contractsSlice = createSlice({
  name: 'contracts',
  initialState: {} as ContractsState,
  reducers: {
    /** Asks the saga to send `request`; a flow already running under the key is cancelled. */
    contractRequested(state, action: PayloadAction<{ key: string; kind: ContractKind; request: ContractCommand }>) {
      const { key, kind, request } = action.payload;
      state[key] = { kind, action: request.action, phase: 'sending' };
    },
    contractWaiting(state, action: PayloadAction<{ key: string; contract: Contract }>) {
      const flow = state[action.payload.key];
      if (flow) Object.assign(flow, { phase: 'waiting', contract: action.payload.contract });
    },
    contractSettled(
      state,
      action: PayloadAction<{ key: string; phase: 'agreed' | 'refused'; contract?: Contract; ended?: number }>,
    ) {
      const { key, ...rest } = action.payload;
      const flow = state[key];
      if (flow) Object.assign(flow, rest);
    },
    contractFailed(state, action: PayloadAction<{ key: string; error: FailureInfo }>) {
      const flow = state[action.payload.key];
      if (flow) Object.assign(flow, { phase: 'failed', error: action.payload.error });
    },
    /** The agent read the outcome: the key's note goes. */
    contractDismissed(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => ({})),
});

declare module '../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof contractsSlice> {}
}

export const { contractRequested, contractWaiting, contractSettled, contractFailed, contractDismissed } =
  contractsSlice.actions;
export const contractsReducer = contractsSlice.reducer;
export const selectNegotiation =
  (key: string) =>
  (state: RootState): Negotiation | undefined =>
    state.contracts?.[key];
