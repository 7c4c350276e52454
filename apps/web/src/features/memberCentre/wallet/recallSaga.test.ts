import { describe, expect, it, vi } from 'vitest';
import { ApiError, type WalletTransferPayload } from '@tessera/api';
import type { Api } from '../../../core/api';
import { createStore } from '../../../test/store';
import { signedOut } from '../../session/slice';
import { recallAllRequested, selectWalletRecall } from './recallSlice';

const refused = new ApiError({ kind: 'http', code: 'UNKNOWN_WALLET', message: 'No such wallet', status: 400 });

function setup(fails: (payload: WalletTransferPayload) => boolean) {
  const transfer = vi.fn(async (payload: WalletTransferPayload) => {
    if (fails(payload)) throw refused;
    return { fromWallet: payload.fromWallet, toWallet: payload.toWallet, amount: payload.amount };
  });
  const store = createStore({ wallet: { transfer, getWallets: vi.fn() } } as unknown as Api);
  const settled = () => vi.waitFor(() => expect(selectWalletRecall(store.getState()).recalling).toBe(false));
  const keys = () => transfer.mock.calls.map(([payload]) => payload.idempotencyKey);
  return { store, transfer, settled, keys };
}

describe('recall all to main wallet (saga)', () => {
  it('moves each wallet to MAIN in turn under its own key, and names the ones that failed', async () => {
    const { store, transfer, settled, keys } = setup((p) => p.fromWallet === 'EVO');
    store.dispatch(
      recallAllRequested([
        { walletCode: 'SABA', amount: 85_000 },
        { walletCode: 'EVO', amount: 1_200 },
      ]),
    );
    expect(selectWalletRecall(store.getState()).recalling).toBe(true);
    await settled();
    expect(transfer.mock.calls.map(([p]) => [p.fromWallet, p.toWallet, p.amount])).toEqual([
      ['SABA', 'MAIN', 85_000],
      ['EVO', 'MAIN', 1_200],
    ]);
    expect(new Set(keys()).size).toBe(2);
    expect(selectWalletRecall(store.getState()).outcome).toEqual({
      recalled: ['SABA'],
      failed: [{ walletCode: 'EVO', error: expect.objectContaining({ code: 'UNKNOWN_WALLET' }) }],
    });
  });

  it('retries a failed wallet under its key, gives a moved one a new key, and forgets the keys at sign-out', async () => {
    const { store, settled, keys } = setup((p) => p.fromWallet === 'EVO');
    const both = [
      { walletCode: 'SABA', amount: 500 },
      { walletCode: 'EVO', amount: 1_200 },
    ];
    store.dispatch(recallAllRequested(both));
    await settled();
    store.dispatch(recallAllRequested(both));
    await settled();
    const [saba1, evo1, saba2, evo2] = keys();
    expect(evo2).toBe(evo1);
    expect(saba2).not.toBe(saba1);
    store.dispatch(signedOut());
    store.dispatch(recallAllRequested(both));
    await settled();
    const evo3 = keys()[5];
    expect(evo3).not.toBe(evo1);
  });
});
