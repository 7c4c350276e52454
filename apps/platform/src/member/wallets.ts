import type {
  MerchantWallet,
  MerchantWallets,
  WalletTransferPayload,
  WalletTransferResult,
} from '@tessera/api/contract';
import { IDENTITY_CODES, WALLET_TRANSFER_CODES as C } from '@tessera/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { HttpError, Refusal } from '../http/refusal';
import type { MemberRow } from '../db/schema';
import { isTrial } from '../identity/members';
import { readSetting } from '../system/settings';
import {
  IDEMPOTENCY_KEY,
  IdempotencyConflict,
  InsufficientFunds,
  MAIN_WALLET,
  moveBetweenWallets,
} from '../wallet/ledger';

/**
 * The wallets a member can hold, in the order they are shown: MAIN, then one per provider that
 * keeps its own balance (the others play from MAIN). Answered opened or not, 0 when not.
 */
export const MEMBER_WALLETS: ReadonlyArray<{ code: string; name: string }> = [
  { code: MAIN_WALLET, name: 'Main wallet' },
  { code: 'SABA', name: 'SABA Sports' },
  { code: 'EVO', name: 'Evolution Live' },
];

const isMemberWallet = (code: unknown): code is string =>
  typeof code === 'string' && MEMBER_WALLETS.some((w) => w.code === code);

/** The member's wallets with their balances; only MAIN when `single`. */
export async function memberWallets(db: Db, memberId: number, single = false): Promise<MerchantWallets> {
  const [rows, currency] = await Promise.all([
    db.selectFrom('wallets').select(['wallet_code', 'balance']).where('member_id', '=', memberId).execute(),
    readSetting(db, 'wallet.currency'),
  ]);
  const balances = new Map(rows.map((r) => [r.wallet_code, r.balance]));
  const wallets: MerchantWallet[] = (single ? MEMBER_WALLETS.slice(0, 1) : MEMBER_WALLETS).map((w) => ({
    walletCode: w.code,
    walletName: w.name,
    balance: balances.get(w.code) ?? 0,
  }));
  return { wallets, currency };
}

const refused = (status: number, code: string, message: string) => new HttpError(status, message, code);

/**
 * Moves money between two of the member's own wallets, once per idempotency key, and answers
 * every wallet after it. A request that cannot be read is a 400 with a code of {@link C}; a
 * transfer understood but not granted (a trial account (§5, §6), too little money, a key used for
 * another transfer) is a refusal: HTTP 200 `success: false` with its code, as the platform's other
 * business refusals.
 */
export async function transferBetweenWallets(
  db: Db,
  clock: Clock,
  member: MemberRow,
  body: unknown,
): Promise<WalletTransferResult> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw refused(400, 'BAD_REQUEST', 'The transfer needs a JSON body');
  const { fromWallet, toWallet, amount, idempotencyKey } = body as Partial<
    Record<keyof WalletTransferPayload, unknown>
  >;
  if (isTrial(member)) throw new Refusal(IDENTITY_CODES.trialAccount, 'Please register a real account');
  if (!isMemberWallet(fromWallet) || !isMemberWallet(toWallet)) throw refused(400, C.unknownWallet, 'No such wallet');
  if (fromWallet === toWallet) throw refused(400, C.sameWallet, 'Choose two different wallets');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw refused(400, C.invalidAmount, 'The amount must be a positive whole number of minor units');
  }
  if (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw refused(400, C.invalidIdempotencyKey, 'The idempotency key must be 1 to 100 printable characters');
  }
  let replayed: boolean;
  try {
    ({ replayed } = await moveBetweenWallets(db, clock, {
      memberId: member.id,
      fromWallet,
      toWallet,
      amount,
      idempotencyKey,
      memo: `${fromWallet} to ${toWallet}`,
    }));
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw new Refusal(C.insufficientFunds, 'The wallet holds less than this amount');
    if (error instanceof IdempotencyConflict)
      throw new Refusal(C.idempotencyConflict, 'This idempotency key was used for another transfer');
    throw error;
  }
  return { ...(await memberWallets(db, member.id)), replayed };
}
