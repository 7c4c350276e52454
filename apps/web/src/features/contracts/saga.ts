import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, take } from 'redux-saga/effects';
import {
  type Contract,
  type ContractActionResult,
  type ContractKind,
  type ContractList,
  contractsCalls,
} from '@tessera/api';
import { type Api, bindApiGroup } from '../../core/api';
import { CONTRACT_ANSWER_POLL_MS } from '../../core/constants';
import { signedOut } from '../session/slice';
import { toFailure } from '../../core/failure';
import { contractsApi } from './contractsApi';
import { contractFailed, contractRequested, contractSettled, contractWaiting, type ContractCommand } from './model';

bindApiGroup('contracts', contractsCalls);

/** Every contract of a list the caller is party to. */
const contractsOf = (list: ContractList): Contract[] =>
  [list.mine, list.offer, ...list.downlines.flatMap((d) => [d.contract, d.offer])].filter(
    (c): c is Contract => c !== null,
  );

/** What became of a contract the other side was to answer: undefined while it still waits. */
export function answerOf(
  list: ContractList,
  waiting: Contract,
): { phase: 'agreed' | 'refused'; contract?: Contract } | undefined {
  const now = contractsOf(list).find((c) => c.id === waiting.id);
  if (now?.status === waiting.status) return undefined;
  if (waiting.status === 'OFFERED')
    return now?.status === 'ACTIVE' ? { phase: 'agreed', contract: now } : { phase: 'refused' };
  // A termination request: gone from the lists means it ended (confirmed, or its notice ran out).
  return now ? { phase: 'refused', contract: now } : { phase: 'agreed' };
}

/** Asks the platform for the lists again (and the header balance: a contract may have paid). */
const refresh = () => put(contractsApi.util.invalidateTags(['Contracts', 'Member']));

/**
 * One negotiation: sends the request; an offer or a termination request then waits for the other
 * side, looking for its answer every {@link CONTRACT_ANSWER_POLL_MS}, until it is agreed or refused.
 * Accepting, rejecting and confirming are answers themselves and settle at once.
 */
export function* negotiationFlow(key: string, kind: ContractKind, request: ContractCommand) {
  const api: Api = yield getContext('api');
  let result: ContractActionResult;
  try {
    result = yield call(api.contracts.process, kind, request);
  } catch (error) {
    yield put(contractFailed({ key, error: toFailure(error) }));
    // A refusal may mean the other side moved first: show the lists as they are now.
    yield refresh();
    return;
  }
  yield refresh();
  if (request.action !== 'OFFER' && request.action !== 'REQUEST_TERMINATION') {
    yield put(
      contractSettled({
        key,
        phase: request.action === 'REJECT' ? 'refused' : 'agreed',
        contract: result.contract,
        ended: result.ended.length,
      }),
    );
    return;
  }
  yield put(contractWaiting({ key, contract: result.contract }));
  for (;;) {
    yield delay(CONTRACT_ANSWER_POLL_MS);
    let list: ContractList;
    try {
      list = yield call(api.contracts.list, kind);
    } catch {
      continue;
    }
    const answer = answerOf(list, result.contract);
    if (answer) {
      yield refresh();
      yield put(contractSettled({ key, ...answer }));
      return;
    }
  }
}

/** Runs a negotiation per key (a new request under a key replaces the one running); sign-out cancels them all. */
export function* contractsSaga() {
  const flows = new Map<string, Task>();
  for (;;) {
    const action: PayloadAction<unknown> = yield take([contractRequested.type, signedOut.type]);
    if (signedOut.match(action)) {
      for (const task of flows.values()) yield cancel(task);
      flows.clear();
      continue;
    }
    if (!contractRequested.match(action)) continue;
    const { key, kind, request } = action.payload;
    const running = flows.get(key);
    if (running) yield cancel(running);
    flows.set(key, yield fork(negotiationFlow, key, kind, request));
  }
}
