import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract, ContractActionResult, ContractList } from '@tessera/api';
import { ApiError } from '@tessera/api';
import type { Api } from '../../core/api';
import { createStore } from '../../test/store';
import { CONTRACT_ANSWER_POLL_MS } from '../../core/constants';
import { signedOut } from '../session/slice';
import { answerOf } from './saga';
import { contractRequested } from './slice';

const TERMS = {
  period: null,
  tiers: [{ rate: 100, minBet: 0, minActiveMembers: 0 }],
  profitRate: null,
  lossRate: null,
  minSingleBet: null,
};
const contract = (status: Contract['status'], more: Partial<Contract> = {}): Contract => ({
  id: 7,
  kind: 'DAILY_SALARY',
  status,
  upline: 'demo_agent',
  downline: 'team_khang',
  mySide: 'UPLINE',
  terms: TERMS,
  offeredAt: '2026-11-25T10:00:00.000Z',
  acceptedAt: null,
  terminationRequestedBy: null,
  terminationRequestedAt: null,
  terminatesAt: null,
  endedAt: null,
  endReason: null,
  ...more,
});
const listWith = (downline: { contract?: Contract; offer?: Contract }): ContractList => ({
  kind: 'DAILY_SALARY',
  mine: null,
  offer: null,
  cascade: [],
  downlines: [
    { account: 'team_khang', nickname: 'Khang', contract: downline.contract ?? null, offer: downline.offer ?? null },
  ],
  noticeHours: 72,
});

function setup(process: (kind: string, body: unknown) => Promise<ContractActionResult>, lists: ContractList[]) {
  let n = 0;
  const list = vi.fn(async () => lists[Math.min(n++, lists.length - 1)]!);
  const api = {
    contracts: { process: vi.fn(process), list },
    member: { getBalance: vi.fn(async () => ({ sumBalance: 0, currency: 'USD' })) },
  };
  const store = createStore(api as unknown as Api);
  return { store, api, flow: (key: string) => store.getState().contracts?.[key] };
}

describe('contract negotiation saga', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends an offer, waits for the downline, and settles as agreed when the list shows it in force', async () => {
    const { store, api, flow } = setup(
      async () => ({ contract: contract('OFFERED'), ended: [] }),
      [listWith({ offer: contract('OFFERED') }), listWith({ contract: contract('ACTIVE') })],
    );
    store.dispatch(
      contractRequested({
        key: 'DAILY_SALARY:team_khang',
        kind: 'DAILY_SALARY',
        request: { action: 'OFFER', downline: 'team_khang', terms: TERMS },
      }),
    );
    expect(flow('DAILY_SALARY:team_khang')?.phase).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.contracts.process).toHaveBeenCalledWith('DAILY_SALARY', {
      action: 'OFFER',
      downline: 'team_khang',
      terms: TERMS,
    });
    expect(flow('DAILY_SALARY:team_khang')).toMatchObject({ phase: 'waiting', action: 'OFFER' });
    await vi.advanceTimersByTimeAsync(CONTRACT_ANSWER_POLL_MS);
    expect(flow('DAILY_SALARY:team_khang')?.phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(CONTRACT_ANSWER_POLL_MS);
    expect(flow('DAILY_SALARY:team_khang')).toMatchObject({ phase: 'agreed', contract: { status: 'ACTIVE' } });
    const calls = api.contracts.list.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * CONTRACT_ANSWER_POLL_MS);
    expect(api.contracts.list.mock.calls.length).toBe(calls);
  });

  it('settles a termination request as agreed once the contract is gone, and an offer as refused when rejected', async () => {
    expect(answerOf(listWith({}), contract('TERMINATION_REQUESTED'))).toEqual({ phase: 'agreed' });
    expect(
      answerOf(listWith({ contract: contract('TERMINATION_REQUESTED') }), contract('TERMINATION_REQUESTED')),
    ).toBeUndefined();
    expect(answerOf(listWith({}), contract('OFFERED'))).toEqual({ phase: 'refused' });
  });

  it('keeps the refusal of a failed call with its code, and settles an answer at once with the cascade it caused', async () => {
    const refused = setup(async () => {
      throw new ApiError({
        kind: 'business',
        code: 'RATE_ABOVE_UPLINE',
        message: 'A rate cannot exceed your own rate of this kind',
      });
    }, [listWith({})]);
    refused.store.dispatch(
      contractRequested({
        key: 'k',
        kind: 'DAILY_SALARY',
        request: { action: 'OFFER', downline: 'team_khang', terms: TERMS },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.flow('k')).toMatchObject({ phase: 'failed', error: { code: 'RATE_ABOVE_UPLINE' } });

    const accepted = setup(
      async () => ({ contract: contract('ACTIVE'), ended: [contract('TERMINATED'), contract('TERMINATED')] }),
      [listWith({})],
    );
    accepted.store.dispatch(
      contractRequested({ key: 'k', kind: 'DAILY_SALARY', request: { action: 'ACCEPT', contractId: 7 } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(accepted.flow('k')).toMatchObject({ phase: 'agreed', ended: 2 });
  });

  it('stops waiting on sign-out', async () => {
    const { store, api, flow } = setup(
      async () => ({ contract: contract('ACTIVE', { status: 'TERMINATION_REQUESTED' }), ended: [] }),
      [listWith({ contract: contract('TERMINATION_REQUESTED') })],
    );
    store.dispatch(
      contractRequested({ key: 'k', kind: 'DAILY_SALARY', request: { action: 'REQUEST_TERMINATION', contractId: 7 } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(flow('k')?.phase).toBe('waiting');
    store.dispatch(signedOut());
    expect(flow('k')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(3 * CONTRACT_ANSWER_POLL_MS);
    expect(api.contracts.list).not.toHaveBeenCalled();
  });
});
