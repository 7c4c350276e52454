import { randomInt } from 'node:crypto';
import type {
  UplineTransfer,
  UplineTransferCode,
  UplineTransferHistory,
  UplineTransferInfo,
  UplineTransferResult,
} from '@tessera/api/contract';
import {
  UPLINE_HISTORY_PAGE_SIZE,
  UPLINE_HISTORY_PAGE_SIZE_MAX,
  UPLINE_TRANSFER_CODES as C,
} from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso } from '../clock';
import { maskName } from '../content/ranks';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { UplineTransferRow } from '../db/schema-upline';
import type { Fields } from '../http/encrypted';
import { HttpError, Refusal } from '../http/refusal';
import type { Caller } from '../identity/context';
import { admitAttempt, attemptFailed, attemptSucceeded } from '../identity/login-guard';
import { isTrial } from '../identity/members';
import { verifyPassword } from '../identity/passwords';
import { readSetting } from '../system/settings';
import { InsufficientFunds, moveToMember, walletBalance } from '../wallet/ledger';

export interface UplineContext {
  db: Db;
  clock: Clock;
}

/** The limits of one transfer to the upline, in minor units: 1.00 to 50,000.00. */
export const UPLINE_TRANSFER_LIMITS = { minAmount: 100, maxAmount: 5_000_000 } as const;
export const UPLINE_REMARK_MAX_LENGTH = 100;

/** The message of each refusal (English; the front end translates by code). */
const MESSAGES: Readonly<Record<UplineTransferCode, string>> = {
  [C.trialAccount]: 'Please register a real account',
  [C.noUpline]: 'You have no upline agent to transfer to',
  [C.invalidAmount]: 'Please enter a valid amount',
  [C.amountOutOfRange]: 'The amount is outside the limits',
  [C.insufficientBalance]: 'The main wallet holds less than this amount',
  [C.passwordIncorrect]: 'The login password is incorrect',
  [C.invalidRemark]: 'The remark is too long or holds characters that cannot be kept',
  [C.invalidIdempotencyKey]: 'The request has no valid idempotency key',
  [C.idempotencyConflict]: 'This request key was already used for another transfer',
  [C.pageInvalid]: 'The page is out of range',
};

const refuse = (code: UplineTransferCode, value: unknown = null): Refusal => new Refusal(code, MESSAGES[code], value);

/** The member's upline agent, when they have one. */
async function uplineOf(db: Db, member: MemberRow): Promise<{ id: number; account: string } | undefined> {
  if (member.upline_id === null) return undefined;
  return db.selectFrom('members').select(['id', 'account']).where('id', '=', member.upline_id).executeTakeFirst();
}

/** The upline (masked), what can be sent (the MAIN balance) and the limits. */
export async function uplineTransferInfo(ctx: UplineContext, member: MemberRow): Promise<UplineTransferInfo> {
  const upline = await uplineOf(ctx.db, member);
  return {
    upline: upline ? { account: maskName(upline.account) } : null,
    balance: await walletBalance(ctx.db, member.id),
    ...UPLINE_TRANSFER_LIMITS,
    remarkMaxLength: UPLINE_REMARK_MAX_LENGTH,
    currency: await readSetting(ctx.db, 'wallet.currency'),
  };
}

/** Printable ASCII without spaces, 1 to 64 characters: room for the ledger key's prefix (a UUID is 36). */
export const KEY = /^[\x21-\x7e]{1,64}$/;

export function wholeAmount(value: string | undefined): number {
  const text = (value ?? '').trim();
  const n = /^[0-9]{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw refuse(C.invalidAmount);
  return n;
}

export function remarkOf(value: string | undefined): string {
  const remark = (value ?? '').trim().replace(/\s+/g, ' ');
  if ([...remark].length > UPLINE_REMARK_MAX_LENGTH || /\p{Cc}/u.test(remark))
    throw refuse(C.invalidRemark, { maxLength: UPLINE_REMARK_MAX_LENGTH });
  return remark;
}

/** A transfer number: U, the UTC date and 10 random digits (random, so it tells nothing of the volume). */
export function newTransferNo(now: number, prefix = 'U'): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${Array.from({ length: 10 }, () => String(randomInt(10))).join('')}`;
}

const view = (row: UplineTransferRow, uplineAccount: string): UplineTransfer => ({
  transferNo: row.transfer_no,
  amount: row.amount,
  remark: row.remark,
  upline: maskName(uplineAccount),
  status: row.status,
  createdAt: row.created_at,
});

/**
 * Sends money from the member's MAIN wallet to their upline agent's MAIN wallet: the login
 * password must match (a wrong one counts as a failed login and moves nothing), the amount within
 * the limits and the balance. One ledger TRANSFER moves it, its memo naming the direction and the
 * transfer, so the account records of both list it. The same idempotency key answers the first transfer and moves
 * nothing again; the key with another amount is refused.
 */
export async function transferToUpline(
  ctx: UplineContext,
  caller: Caller,
  member: MemberRow,
  fields: Fields,
): Promise<UplineTransferResult> {
  const { db, clock } = ctx;
  if (isTrial(member)) throw refuse(C.trialAccount);
  const upline = await uplineOf(db, member);
  if (!upline) throw refuse(C.noUpline);
  const key = fields.idempotencyKey;
  if (typeof key !== 'string' || !KEY.test(key)) throw refuse(C.invalidIdempotencyKey);
  const amount = wholeAmount(fields.amount);
  const remark = remarkOf(fields.remark);

  const attempt = await admitAttempt(db, clock, member.account, caller.ip);
  if (!(await verifyPassword(fields.password ?? '', member.password_hash))) {
    await clock.sleep(await attemptFailed(db, clock, attempt));
    throw refuse(C.passwordIncorrect);
  }
  await attemptSucceeded(db, attempt);

  const findRow = (d: Db) =>
    d
      .selectFrom('upline_transfers')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  const earlier = await findRow(db);
  if (earlier) return replayed(db, earlier, amount, upline.account);

  const { minAmount, maxAmount } = UPLINE_TRANSFER_LIMITS;
  if (amount < minAmount || amount > maxAmount) throw refuse(C.amountOutOfRange, { minAmount, maxAmount });
  const now = clock.now();
  try {
    const { row, fresh } = await db.transaction().execute(async (trx) => {
      // Read again inside the transaction: a duplicate that was faster made the transfer meanwhile.
      const made = await findRow(trx);
      if (made) return { row: made, fresh: false };
      const transferNo = newTransferNo(now);
      // The memo names the direction and the transfer, not the accounts: both sides' records show it.
      const moved = await moveToMember(trx, clock, {
        fromMemberId: member.id,
        toMemberId: upline.id,
        amount,
        idempotencyKey: `upline:${key}`,
        memo: `Transfer to upline ${transferNo}`,
      });
      const values = {
        transfer_no: transferNo,
        member_id: member.id,
        upline_id: upline.id,
        amount,
        remark,
        status: 'COMPLETED' as const,
        idempotency_key: key,
        ledger_transfer_id: moved.transferId,
        created_at: iso(now),
      };
      const inserted = await trx
        .insertInto('upline_transfers')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return { row: { ...values, id: inserted.id }, fresh: true };
    });
    if (!fresh) return replayed(db, row, amount, upline.account);
    return { ...view(row, upline.account), balance: await balanceAfter(db, row), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw refuse(C.insufficientBalance, { balance: await walletBalance(db, member.id) });
    throw error;
  }
}

/** The sender's MAIN balance right after the transfer's ledger entry. */
async function balanceAfter(db: Db, row: UplineTransferRow): Promise<number> {
  const entry = await db
    .selectFrom('ledger_entries')
    .select('balance_after')
    .where('transfer_id', '=', row.ledger_transfer_id)
    .where('amount', '<', 0)
    .executeTakeFirst();
  return entry?.balance_after ?? (await walletBalance(db, row.member_id));
}

async function replayed(
  db: Db,
  row: UplineTransferRow,
  amount: number,
  uplineAccount: string,
): Promise<UplineTransferResult> {
  if (row.amount !== amount) throw refuse(C.idempotencyConflict);
  return { ...view(row, uplineAccount), balance: await balanceAfter(db, row), replayed: true };
}

export interface UplinePage {
  pageNo: number;
  pageSize: number;
}

/** Reads `pageNo` (1 unless given) and `pageSize`; 400 UPLINE_PAGE_INVALID outside their ranges. */
export function readUplinePage(query: Record<string, unknown>): UplinePage {
  const whole = (name: string, fallback: number, max: number): number => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const value = typeof raw === 'string' && /^[0-9]{1,7}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= 1 && value <= max))
      throw new HttpError(400, `${name} must be a whole number from 1 to ${max}`, C.pageInvalid);
    return value;
  };
  return {
    pageNo: whole('pageNo', 1, 1_000_000),
    pageSize: whole('pageSize', UPLINE_HISTORY_PAGE_SIZE, UPLINE_HISTORY_PAGE_SIZE_MAX),
  };
}

/** The member's transfers to their upline, newest first, a page at a time. */
export async function uplineTransferHistory(
  db: Db,
  memberId: number,
  page: UplinePage,
): Promise<UplineTransferHistory> {
  const total = await db
    .selectFrom('upline_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('upline_transfers as u')
    .innerJoin('members as m', 'm.id', 'u.upline_id')
    .selectAll('u')
    .select('m.account as upline_account')
    .where('u.member_id', '=', memberId)
    .orderBy('u.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const totalElements = Number(total.n);
  return {
    content: rows.map((r) => view(r, r.upline_account)),
    totalPages: Math.ceil(totalElements / page.pageSize),
    totalElements,
  };
}
