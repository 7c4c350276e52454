import { randomInt } from 'node:crypto';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { Fields } from '../http/encrypted';
import { Refusal } from '../http/refusal';
import type { Caller } from '../identity/context';
import { admitAttempt, attemptFailed, attemptSucceeded } from '../identity/login-guard';
import { verifyPassword } from '../identity/passwords';
import { InsufficientFunds, moveToMember, walletBalance } from '../wallet/ledger';

/**
 * A transfer from one member's MAIN wallet to another's with the sender's login password, once
 * per idempotency key: the transfer to the upline (member centre) and an agent's transfer to a
 * direct downline. Each side has its own table, codes and history; the rules are these.
 */

/** The limits of one transfer, in minor units: 1.00 to 50,000.00. */
export const MEMBER_TRANSFER_LIMITS = { minAmount: 100, maxAmount: 5_000_000 } as const;
export const REMARK_MAX_LENGTH = 100;

/** The codes a side answers for the refusals every transfer shares. */
export interface MemberTransferCodes {
  invalidAmount: string;
  amountOutOfRange: string;
  insufficientBalance: string;
  passwordIncorrect: string;
  invalidRemark: string;
  invalidIdempotencyKey: string;
  idempotencyConflict: string;
  pageInvalid: string;
}

type SharedRefusal = Exclude<keyof MemberTransferCodes, 'pageInvalid'>;

/** The message of each shared refusal (English; the front end translates by code). */
const MESSAGES: Readonly<Record<SharedRefusal, string>> = {
  invalidAmount: 'Please enter a valid amount',
  amountOutOfRange: 'The amount is outside the limits',
  insufficientBalance: 'The main wallet holds less than this amount',
  passwordIncorrect: 'The login password is incorrect',
  invalidRemark: 'The remark is too long or holds characters that cannot be kept',
  invalidIdempotencyKey: 'The request has no valid idempotency key',
  idempotencyConflict: 'This request key was already used for another transfer',
};

const refuse = (codes: MemberTransferCodes, refusal: SharedRefusal, value: unknown = null): Refusal =>
  new Refusal(codes[refusal], MESSAGES[refusal], value);

/** Printable ASCII without spaces, 1 to 64 characters: room for the ledger key's prefix (a UUID is 36). */
const KEY = /^[\x21-\x7e]{1,64}$/;

/** A transfer number: the side's letter, the UTC date and 10 random digits (random, so it tells nothing of the volume). */
function newTransferNo(now: number, prefix: string): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${Array.from({ length: 10 }, () => String(randomInt(10))).join('')}`;
}

/** What every transfer row holds. */
export interface MemberTransferRow {
  transfer_no: string;
  amount: number;
  ledger_transfer_id: number;
}

/** The columns a new transfer row gets from the shared rules (the side adds its sender and recipient). */
export interface NewMemberTransfer {
  transfer_no: string;
  amount: number;
  remark: string;
  status: 'COMPLETED';
  idempotency_key: string;
  ledger_transfer_id: number;
  created_at: string;
}

export interface MemberTransfer<Row extends MemberTransferRow> {
  codes: MemberTransferCodes;
  sender: MemberRow;
  recipientId: number;
  /** The encrypted body: amount, remark, password, idempotencyKey. */
  fields: Fields;
  /** Prefixes the sender's idempotency key in the ledger (`upline`, `downline`). */
  ledgerKeyPrefix: string;
  /** The transfer number's letter. */
  numberPrefix: string;
  /** The ledger memo before the transfer number: it names the direction, not the accounts, so both sides' records show it. */
  memo: string;
  /** The sender's row of this key, in `db` (the transaction once inside it). */
  find: (db: Db, key: string) => Promise<Row | undefined>;
  /** Whether an earlier row of the key asked for the same transfer. */
  sameRequest: (row: Row, amount: number) => boolean;
  insert: (trx: Db, values: NewMemberTransfer) => Promise<Row>;
}

/**
 * Checks the key, the amount and the remark, then the login password (a wrong one counts as a
 * failed login and moves nothing); the same key again answers the first transfer and moves nothing
 * (another request under it is refused); otherwise, within the limits and the balance, one ledger
 * TRANSFER moves the money (memo `{memo} {transferNo}`) and the row is written in the same
 * transaction. Answers the row, the sender's MAIN balance right after it and whether it was replayed.
 */
export async function sendToMember<Row extends MemberTransferRow>(
  ctx: { db: Db; clock: Clock },
  caller: Caller,
  t: MemberTransfer<Row>,
): Promise<{ row: Row; balance: number; replayed: boolean }> {
  const { db, clock } = ctx;
  const { codes, sender, fields } = t;
  const key = fields.idempotencyKey;
  if (typeof key !== 'string' || !KEY.test(key)) throw refuse(codes, 'invalidIdempotencyKey');
  const amount = wholeAmount(codes, fields.amount);
  const remark = remarkOf(codes, fields.remark);

  const attempt = await admitAttempt(db, clock, sender.account, caller.ip);
  if (!(await verifyPassword(fields.password ?? '', sender.password_hash))) {
    await clock.sleep(await attemptFailed(db, clock, attempt));
    throw refuse(codes, 'passwordIncorrect');
  }
  await attemptSucceeded(db, attempt);

  const replay = async (row: Row) => {
    if (!t.sameRequest(row, amount)) throw refuse(codes, 'idempotencyConflict');
    return { row, balance: await balanceAfter(db, row, sender.id), replayed: true };
  };
  const earlier = await t.find(db, key);
  if (earlier) return replay(earlier);

  const { minAmount, maxAmount } = MEMBER_TRANSFER_LIMITS;
  if (amount < minAmount || amount > maxAmount) throw refuse(codes, 'amountOutOfRange', { minAmount, maxAmount });
  const now = clock.now();
  try {
    const { row, fresh } = await db.transaction().execute(async (trx) => {
      // Read again inside the transaction: a duplicate that was faster made the transfer meanwhile.
      const made = await t.find(trx, key);
      if (made) return { row: made, fresh: false };
      const transferNo = newTransferNo(now, t.numberPrefix);
      const moved = await moveToMember(trx, clock, {
        fromMemberId: sender.id,
        toMemberId: t.recipientId,
        amount,
        idempotencyKey: `${t.ledgerKeyPrefix}:${key}`,
        memo: `${t.memo} ${transferNo}`,
      });
      const inserted = await t.insert(trx, {
        transfer_no: transferNo,
        amount,
        remark,
        status: 'COMPLETED',
        idempotency_key: key,
        ledger_transfer_id: moved.transferId,
        created_at: iso(now),
      });
      return { row: inserted, fresh: true };
    });
    if (!fresh) return replay(row);
    return { row, balance: await balanceAfter(db, row, sender.id), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw refuse(codes, 'insufficientBalance', { balance: await walletBalance(db, sender.id) });
    throw error;
  }
}

function wholeAmount(codes: MemberTransferCodes, value: string | undefined): number {
  const text = (value ?? '').trim();
  const n = /^[0-9]{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw refuse(codes, 'invalidAmount');
  return n;
}

function remarkOf(codes: MemberTransferCodes, value: string | undefined): string {
  const remark = (value ?? '').trim().replace(/\s+/g, ' ');
  if ([...remark].length > REMARK_MAX_LENGTH || /\p{Cc}/u.test(remark))
    throw refuse(codes, 'invalidRemark', { maxLength: REMARK_MAX_LENGTH });
  return remark;
}

/** The sender's MAIN balance right after the transfer's ledger entry. */
async function balanceAfter(db: Db, row: MemberTransferRow, senderId: number): Promise<number> {
  const entry = await db
    .selectFrom('ledger_entries')
    .select('balance_after')
    .where('transfer_id', '=', row.ledger_transfer_id)
    .where('amount', '<', 0)
    .executeTakeFirst();
  return entry?.balance_after ?? (await walletBalance(db, senderId));
}
