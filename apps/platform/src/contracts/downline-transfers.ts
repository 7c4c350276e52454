import type {
  DownlineTransfer,
  DownlineTransferHistory,
  DownlineTransferInfo,
  DownlineTransferResult,
} from '@tessera/api/contract';
import { AGENT_TYPES, DOWNLINE_TRANSFER_CODES as C, UPLINE_TRANSFER_CODES } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { DownlineTransferRow } from '../db/schema-contracts';
import type { Fields } from '../http/encrypted';
import { HttpError, Refusal } from '../http/refusal';
import type { Caller } from '../identity/context';
import { admitAttempt, attemptFailed, attemptSucceeded } from '../identity/login-guard';
import { verifyPassword } from '../identity/passwords';
import { readSetting } from '../system/settings';
import {
  KEY,
  newTransferNo,
  remarkOf,
  UPLINE_REMARK_MAX_LENGTH,
  UPLINE_TRANSFER_LIMITS,
  wholeAmount,
} from '../upline/transfers';
import { InsufficientFunds, moveToMember, walletBalance } from '../wallet/ledger';

const MESSAGES: Readonly<Record<string, string>> = {
  [C.notDirectDownline]: 'This account is not one of your direct downlines',
  [C.invalidAmount]: 'Please enter a valid amount',
  [C.amountOutOfRange]: 'The amount is outside the limits',
  [C.insufficientBalance]: 'The main wallet holds less than this amount',
  [C.passwordIncorrect]: 'The login password is incorrect',
  [C.invalidRemark]: 'The remark is too long or holds characters that cannot be kept',
  [C.invalidIdempotencyKey]: 'The request has no valid idempotency key',
  [C.idempotencyConflict]: 'This request key was already used for another transfer',
};

const refuse = (code: string, value: unknown = null): Refusal => new Refusal(code, MESSAGES[code] ?? 'Refused', value);

/** The same limits as a transfer to the upline: 1.00 to 50,000.00, remark up to 100 characters. */
export const DOWNLINE_TRANSFER_LIMITS = UPLINE_TRANSFER_LIMITS;

/** The agent's direct downlines (members and agents), its MAIN balance and the limits. */
export async function downlineTransferInfo(ctx: { db: Db }, agent: MemberRow): Promise<DownlineTransferInfo> {
  const rows = await ctx.db
    .selectFrom('members')
    .select(['account', 'nickname', 'type'])
    .where('upline_id', '=', agent.id)
    .orderBy('account')
    .execute();
  return {
    downlines: rows.map((r) => ({
      account: r.account,
      nickname: r.nickname,
      kind: AGENT_TYPES.includes(r.type) ? 'agent' : 'member',
    })),
    balance: await walletBalance(ctx.db, agent.id),
    ...DOWNLINE_TRANSFER_LIMITS,
    remarkMaxLength: UPLINE_REMARK_MAX_LENGTH,
    currency: await readSetting(ctx.db, 'wallet.currency'),
  };
}

const view = (row: DownlineTransferRow, downline: string): DownlineTransfer => ({
  transferNo: row.transfer_no,
  downline,
  amount: row.amount,
  remark: row.remark,
  status: row.status,
  createdAt: row.created_at,
});

async function balanceAfter(db: Db, row: DownlineTransferRow): Promise<number> {
  const entry = await db
    .selectFrom('ledger_entries')
    .select('balance_after')
    .where('transfer_id', '=', row.ledger_transfer_id)
    .where('amount', '<', 0)
    .executeTakeFirst();
  return entry?.balance_after ?? (await walletBalance(db, row.agent_id));
}

/**
 * Sends money from the agent's MAIN wallet to a direct downline's MAIN wallet, as a transfer to
 * the upline does the other way: the login password must match (a wrong one counts as a failed
 * login), one ledger TRANSFER (memo `Transfer to downline {transferNo}`), once per key.
 */
export async function transferToDownline(
  ctx: { db: Db; clock: Clock },
  caller: Caller,
  agent: MemberRow,
  fields: Fields,
): Promise<DownlineTransferResult> {
  const { db, clock } = ctx;
  const downline = await db
    .selectFrom('members')
    .select(['id', 'account', 'upline_id'])
    .where('account', '=', (fields.downline ?? '').trim().toLowerCase())
    .executeTakeFirst();
  if (!downline || downline.upline_id !== agent.id) throw refuse(C.notDirectDownline);
  const key = fields.idempotencyKey;
  if (typeof key !== 'string' || !KEY.test(key)) throw refuse(C.invalidIdempotencyKey);
  const amount = wholeAmount(fields.amount);
  let remark: string;
  try {
    remark = remarkOf(fields.remark);
  } catch (error) {
    if (error instanceof Refusal && error.code === UPLINE_TRANSFER_CODES.invalidRemark)
      throw refuse(C.invalidRemark, error.value);
    throw error;
  }

  const attempt = await admitAttempt(db, clock, agent.account, caller.ip);
  if (!(await verifyPassword(fields.password ?? '', agent.password_hash))) {
    await clock.sleep(await attemptFailed(db, clock, attempt));
    throw refuse(C.passwordIncorrect);
  }
  await attemptSucceeded(db, attempt);

  const findRow = (d: Db) =>
    d
      .selectFrom('downline_transfers')
      .selectAll()
      .where('agent_id', '=', agent.id)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  const replay = async (row: DownlineTransferRow): Promise<DownlineTransferResult> => {
    if (row.amount !== amount || row.downline_id !== downline.id) throw refuse(C.idempotencyConflict);
    return { ...view(row, downline.account), balance: await balanceAfter(db, row), replayed: true };
  };
  const earlier = await findRow(db);
  if (earlier) return replay(earlier);
  const { minAmount, maxAmount } = DOWNLINE_TRANSFER_LIMITS;
  if (amount < minAmount || amount > maxAmount) throw refuse(C.amountOutOfRange, { minAmount, maxAmount });
  const now = clock.now();
  try {
    const { row, fresh } = await db.transaction().execute(async (trx) => {
      const made = await findRow(trx);
      if (made) return { row: made, fresh: false };
      const transferNo = newTransferNo(now, 'D');
      const moved = await moveToMember(trx, clock, {
        fromMemberId: agent.id,
        toMemberId: downline.id,
        amount,
        idempotencyKey: `downline:${key}`,
        memo: `Transfer to downline ${transferNo}`,
      });
      const values = {
        transfer_no: transferNo,
        agent_id: agent.id,
        downline_id: downline.id,
        amount,
        remark,
        status: 'COMPLETED' as const,
        idempotency_key: key,
        ledger_transfer_id: moved.transferId,
        created_at: iso(now),
      };
      const inserted = await trx
        .insertInto('downline_transfers')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return { row: { ...values, id: inserted.id }, fresh: true };
    });
    if (!fresh) return replay(row);
    return { ...view(row, downline.account), balance: await balanceAfter(db, row), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw refuse(C.insufficientBalance, { balance: await walletBalance(db, agent.id) });
    throw error;
  }
}

/** Reads `pageNo` and `pageSize` (10 unless asked, at most 50); 400 DOWNLINE_PAGE_INVALID outside them. */
export function readDownlinePage(query: Record<string, unknown>): { pageNo: number; pageSize: number } {
  const whole = (name: string, fallback: number, max: number): number => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const value = typeof raw === 'string' && /^[0-9]{1,7}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= 1 && value <= max))
      throw new HttpError(400, `${name} must be a whole number from 1 to ${max}`, C.pageInvalid);
    return value;
  };
  return { pageNo: whole('pageNo', 1, 1_000_000), pageSize: whole('pageSize', 10, 50) };
}

/** The agent's transfers to its downlines, newest first. */
export async function downlineTransferHistory(
  db: Db,
  agentId: number,
  page: { pageNo: number; pageSize: number },
): Promise<DownlineTransferHistory> {
  const total = await db
    .selectFrom('downline_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('agent_id', '=', agentId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('downline_transfers as d')
    .innerJoin('members as m', 'm.id', 'd.downline_id')
    .selectAll('d')
    .select('m.account as downline_account')
    .where('d.agent_id', '=', agentId)
    .orderBy('d.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const totalElements = Number(total.n);
  return {
    content: rows.map((r) => view(r, r.downline_account)),
    totalPages: Math.ceil(totalElements / page.pageSize),
    totalElements,
  };
}
