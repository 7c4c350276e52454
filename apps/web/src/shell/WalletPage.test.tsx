import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type MerchantWallets, type WalletTransferPayload } from '@tessera/api';
import { renderContent } from '../test/renderContent';
import { MemberControls } from './MemberControls';
import { memberLoaded } from '../features/session/slice';
import { memberInfo } from '../test/fixtures';
import WalletPage from '../features/memberCentre/pages/WalletPage';

type Balances = Record<string, number>;
const NAMES: Record<string, string> = { MAIN: 'Main wallet', SABA: 'SABA Sports', EVO: 'Evolution Live' };

/**
 * A platform holding the member's wallets: transfers move the money as the real one does
 * (refusing more than the source holds, once per key), unless `refuse` says otherwise.
 */
function walletPlatform(start: Balances, refuse?: (payload: WalletTransferPayload) => ApiError | undefined) {
  const balances = { ...start };
  const seen = new Set<string>();
  const answer = (): MerchantWallets => ({
    currency: 'USD',
    wallets: Object.entries(balances).map(([walletCode, balance]) => ({
      walletCode,
      walletName: NAMES[walletCode] ?? walletCode,
      balance,
    })),
  });
  const getWallets = vi.fn(async () => answer());
  const getBalance = vi.fn(async () => ({
    sumBalance: Object.values(balances).reduce((a, b) => a + b, 0),
    currency: 'USD',
  }));
  let release: (() => void) | undefined;
  const transfer = vi.fn(async (payload: WalletTransferPayload) => {
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    const refusal = refuse?.(payload);
    if (refusal) throw refusal;
    if (seen.has(payload.idempotencyKey)) return { ...answer(), replayed: true };
    if ((balances[payload.fromWallet] ?? 0) < payload.amount)
      throw new ApiError({ kind: 'business', code: 'INSUFFICIENT_FUNDS', message: 'low' });
    seen.add(payload.idempotencyKey);
    balances[payload.fromWallet]! -= payload.amount;
    balances[payload.toWallet] = (balances[payload.toWallet] ?? 0) + payload.amount;
    return { ...answer(), replayed: false };
  });
  let hold = false;
  return {
    balances,
    getWallets,
    getBalance,
    transfer,
    holdTransfers: () => (hold = true),
    releaseTransfer: () => {
      hold = false;
      release?.();
    },
  };
}

async function renderWallet(platform: ReturnType<typeof walletPlatform>) {
  const view = await renderContent(
    <>
      <MemberControls />
      <WalletPage />
    </>,
    {
      path: '/index',
      platform: {
        member: { getBalance: platform.getBalance },
        wallet: { getWallets: platform.getWallets, transfer: platform.transfer },
      },
      prepare: (store) => store.dispatch(memberLoaded({ member: memberInfo() })),
    },
  );
  await screen.findByRole('list', { name: 'Wallets' });
  return { ...view, user: userEvent.setup() };
}

/** Each wallet tile's text, in order: name then balance. */
const tiles = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const amountField = () => screen.getByRole('textbox', { name: /Amount/ });
const submit = () => screen.getByRole('button', { name: /^Transfer( Loading…)?$/ });
const DEMO = { MAIN: 1_254_350, SABA: 85_000, EVO: 0 };

describe('my wallet', { timeout: 20_000 }, () => {
  it('shows the total and each wallet with its name and balance, with the currency symbol and 2 decimals', async () => {
    await renderWallet(walletPlatform(DEMO));
    expect(screen.getByText('Total balance').nextSibling).toHaveTextContent('$13,393.50');
    expect(tiles()).toEqual(['Main wallet$12,543.50', 'SABA Sports$850.00', 'Evolution Live$0.00']);
  });

  it('moves money from one wallet to another, then shows the new balances, a success message and the same header total', async () => {
    const platform = walletPlatform(DEMO);
    const { user } = await renderWallet(platform);
    expect(screen.getByRole('combobox', { name: /From/ })).toHaveValue('MAIN');
    expect(screen.getByRole('combobox', { name: /To/ })).toHaveValue('SABA');
    await user.type(amountField(), '100');
    await user.click(submit());

    expect(await screen.findByText('$100.00 moved from Main wallet to SABA Sports.')).toBeInTheDocument();
    expect(platform.transfer).toHaveBeenCalledTimes(1);
    expect(platform.transfer.mock.calls[0]![0]).toEqual({
      fromWallet: 'MAIN',
      toWallet: 'SABA',
      amount: 10_000,
      idempotencyKey: expect.stringMatching(/^[\x21-\x7e]{1,100}$/),
    });
    await waitFor(() =>
      expect(tiles()).toEqual(['Main wallet$12,443.50', 'SABA Sports$950.00', 'Evolution Live$0.00']),
    );
    // The header's balance was asked again (tag 'Member'), and the total did not change.
    await waitFor(() => expect(platform.getBalance).toHaveBeenCalledTimes(2));
    expect(screen.getByText('$13,393.50', { selector: 'strong' })).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
    // Typing the next amount clears the last transfer's message.
    await user.type(amountField(), '1');
    expect(screen.queryByText(/moved from/)).not.toBeInTheDocument();
  });

  it('checks the amount before sending: at most 2 decimals, above 0, within the source; "All" fills the whole balance', async () => {
    const platform = walletPlatform(DEMO);
    const { user } = await renderWallet(platform);
    for (const [typed, message] of [
      ['1.234', 'Enter an amount above 0 with at most 2 decimals.'],
      ['0', 'Enter an amount above 0 with at most 2 decimals.'],
      ['abc', 'Enter an amount above 0 with at most 2 decimals.'],
      ['12543.51', 'The amount is more than Main wallet holds ($12,543.50).'],
    ] as const) {
      await user.clear(amountField());
      await user.type(amountField(), typed);
      await user.click(submit());
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(platform.transfer).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^All/ }));
    expect(amountField()).toHaveValue('12543.50');
    await user.selectOptions(screen.getByRole('combobox', { name: /From/ }), 'SABA');
    // Choosing the destination as the source swaps the two.
    expect(screen.getByRole('combobox', { name: /To/ })).toHaveValue('MAIN');
    await user.click(screen.getByRole('button', { name: /^All/ }));
    expect(amountField()).toHaveValue('850');
    await user.click(submit());
    await screen.findByText('$850.00 moved from SABA Sports to Main wallet.');
    expect(platform.transfer.mock.calls[0]![0]).toMatchObject({ fromWallet: 'SABA', toWallet: 'MAIN', amount: 85_000 });
  });

  it('keeps the input after a refusal, says why, and retries the same transfer under the same key; a new transfer gets a new key', async () => {
    let refusals = 1;
    const platform = walletPlatform(DEMO, () =>
      refusals-- > 0 ? new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: 'down' }) : undefined,
    );
    const { user } = await renderWallet(platform);
    await user.type(amountField(), '25.5');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The network link is abnormal.');
    expect(amountField()).toHaveValue('25.5');
    await user.click(submit());
    await screen.findByText('$25.50 moved from Main wallet to SABA Sports.');
    const [first, retry] = platform.transfer.mock.calls.map(([payload]) => payload.idempotencyKey);
    expect(retry).toBe(first);

    await user.type(amountField(), '25.5');
    await user.click(submit());
    await waitFor(() => expect(platform.transfer).toHaveBeenCalledTimes(3));
    expect(platform.transfer.mock.calls[2]![0].idempotencyKey).not.toBe(first);
    await waitFor(() => expect(platform.balances).toEqual({ MAIN: 1_249_250, SABA: 90_100, EVO: 0 }));
  });

  it('shows the platform refusal of a transfer in words', async () => {
    const platform = walletPlatform(
      DEMO,
      () => new ApiError({ kind: 'business', code: 'INSUFFICIENT_FUNDS', message: 'low' }),
    );
    const { user } = await renderWallet(platform);
    await user.type(amountField(), '5');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The wallet holds less than this amount.');
    expect(amountField()).toHaveValue('5');
  });

  it('disables the submit while a transfer is in flight, so a double click sends one', async () => {
    const platform = walletPlatform(DEMO);
    platform.holdTransfers();
    const { user } = await renderWallet(platform);
    await user.type(amountField(), '10');
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    await user.click(submit());
    await user.keyboard('{Enter}');
    platform.releaseTransfer();
    await screen.findByText('$10.00 moved from Main wallet to SABA Sports.');
    expect(platform.transfer).toHaveBeenCalledTimes(1);
    expect(submit()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('recalls every provider wallet with money to the main wallet, one keyed transfer each, naming one that failed', async () => {
    const platform = walletPlatform({ MAIN: 1_000, SABA: 85_000, EVO: 1_200, PG: 0 }, (p) =>
      p.fromWallet === 'EVO'
        ? new ApiError({ kind: 'http', code: 'UNKNOWN_WALLET', message: 'No such wallet', status: 400 })
        : undefined,
    );
    const { user } = await renderWallet(platform);
    await user.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByText('Recalled to the main wallet: SABA Sports.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Evolution Live could not be recalled: This wallet is not available.',
    );
    const payloads = platform.transfer.mock.calls.map(([payload]) => payload);
    expect(payloads.map(({ fromWallet, toWallet, amount }) => [fromWallet, toWallet, amount])).toEqual([
      ['SABA', 'MAIN', 85_000],
      ['EVO', 'MAIN', 1_200],
    ]);
    expect(new Set(payloads.map((p) => p.idempotencyKey)).size).toBe(2);
    await waitFor(() =>
      expect(tiles()).toEqual(['Main wallet$860.00', 'SABA Sports$0.00', 'Evolution Live$12.00', 'PG$0.00']),
    );
    // Asked again, the failed one is retried under its key; SABA, now empty, is not asked.
    await user.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    await waitFor(() => expect(platform.transfer).toHaveBeenCalledTimes(3));
    expect(platform.transfer.mock.calls[2]![0]).toEqual(payloads[1]);
  });

  it('offers no recall when every provider wallet is empty', async () => {
    await renderWallet(walletPlatform({ MAIN: 500, SABA: 0, EVO: 0 }));
    expect(screen.getByRole('button', { name: 'Recall all to main wallet' })).toHaveAttribute('aria-disabled', 'true');
  });
});
