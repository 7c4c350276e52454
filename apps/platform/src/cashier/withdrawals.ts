import type { WithdrawOrder, WithdrawSettings } from '@tessera/api/contract';
import { CASHIER_CODES } from '@tessera/api/contract';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { WithdrawOrderRow } from '../db/schema-cashier';
import type { Fields } from '../http/encrypted';
import type { Caller } from '../identity/context';
import { admitAttempt, attemptFailed, attemptSucceeded } from '../identity/login-guard';
import { isTrial } from '../identity/members';
import { verifyPassword } from '../identity/passwords';
import { readSetting } from '../system/settings';
import { HOUSE_ACCOUNTS, InsufficientFunds, transfer, walletBalance } from '../wallet/ledger';
import type { CashierContext } from './deposits';
import { idempotencyKey, newOrderNo, wholeAmount, withinLimits } from './orders';
import { refuse } from './refuse';

/** The withdrawal limits the seed sets (and used while the setting is missing): 10.00 to 50,000.00 a withdrawal, 5 a day. */
export const SEED_WITHDRAW_LIMITS = { minAmount: 1_000, maxAmount: 5_000_000, dailyCount: 5 } as const;

/** The setting that holds the withdrawal limits. */
export const WITHDRAW_LIMITS_SETTING = 'cashier.withdrawLimits';

type Limits = { minAmount: number; maxAmount: number; dailyCount: number };

async function withdrawLimits(db: Db): Promise<Limits> {
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', WITHDRAW_LIMITS_SETTING)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as Limits) : SEED_WITHDRAW_LIMITS;
}

/** The start of the UTC day of `now`: the daily count is counted from there. */
const dayStart = (now: number): string => iso(now - (now % 86_400_000));

async function usedToday(db: Db, memberId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', dayStart(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The limits, what the member can withdraw now (the MAIN balance) and today's count. */
export async function withdrawSettings(ctx: CashierContext, member: MemberRow): Promise<WithdrawSettings> {
  const limits = await withdrawLimits(ctx.db);
  return {
    ...limits,
    withdrawable: await walletBalance(ctx.db, member.id),
    usedToday: await usedToday(ctx.db, member.id, ctx.clock.now()),
    currency: await readSetting(ctx.db, 'wallet.currency'),
  };
}

/** Bank fields: trimmed, inner runs of spaces made one, between these lengths. */
const BANK_FIELDS = {
  bankName: { min: 2, max: 64, pattern: /^[^\p{Cc}]+$/u },
  accountNumber: { min: 4, max: 34, pattern: /^[0-9A-Za-z][0-9A-Za-z -]*$/ },
  accountHolder: { min: 2, max: 64, pattern: /^[^\p{Cc}]+$/u },
} as const;

function bankField(fields: Fields, name: keyof typeof BANK_FIELDS): string {
  const value = (fields[name] ?? '').trim().replace(/\s+/g, ' ');
  const rule = BANK_FIELDS[name];
  if (value.length < rule.min || value.length > rule.max || !rule.pattern.test(value))
    throw refuse(CASHIER_CODES.invalidBankDetails, { field: name });
  return value;
}

async function answer(db: Db, row: WithdrawOrderRow): Promise<WithdrawOrder> {
  const entry =
    row.transfer_id === null
      ? undefined
      : await db
          .selectFrom('ledger_entries')
          .select('balance_after')
          .where('transfer_id', '=', row.transfer_id)
          .where('balance_after', 'is not', null)
          .executeTakeFirst();
  return {
    orderNo: row.order_no,
    amount: row.amount,
    status: row.status,
    createdAt: row.created_at,
    balance: entry?.balance_after ?? (await walletBalance(db, row.member_id)),
  };
}

/**
 * A withdrawal from the MAIN wallet: the login password must match (a wrong one counts as a
 * failed login and moves nothing); the amount within the limits and the balance; today's count
 * not used up; the bank fields filled. The money leaves MAIN at once for the house's
 * withdrawals account and the order waits (PENDING) to be paid out. The same idempotency key
 * answers the order it made and moves nothing again.
 */
export async function withdraw(
  ctx: CashierContext,
  caller: Caller,
  member: MemberRow,
  fields: Fields,
): Promise<WithdrawOrder> {
  const { db, clock } = ctx;
  if (isTrial(member)) throw refuse(CASHIER_CODES.trialAccount);
  const key = idempotencyKey(fields.idempotencyKey);
  const amount = wholeAmount(fields.amount ?? '');
  const bankName = bankField(fields, 'bankName');
  const accountNumber = bankField(fields, 'accountNumber');
  const accountHolder = bankField(fields, 'accountHolder');

  const attempt = await admitAttempt(db, clock, member.account, caller.ip);
  if (!(await verifyPassword(fields.password ?? '', member.password_hash))) {
    await clock.sleep(await attemptFailed(db, clock, attempt));
    throw refuse(CASHIER_CODES.passwordIncorrect);
  }
  await attemptSucceeded(db, attempt);

  const findOrder = (d: Db) =>
    d
      .selectFrom('withdraw_orders')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  const earlier = await findOrder(db);
  if (earlier) return replayed(db, earlier, amount);

  const limits = await withdrawLimits(db);
  withinLimits(amount, limits.minAmount, limits.maxAmount);
  const now = clock.now();
  try {
    const row = await db.transaction().execute(async (trx) => {
      // Read again inside the transaction: a duplicate that was faster made the order meanwhile.
      const made = await findOrder(trx);
      if (made) return made;
      if ((await usedToday(trx, member.id, now)) >= limits.dailyCount)
        throw refuse(CASHIER_CODES.dailyLimitReached, { dailyCount: limits.dailyCount });
      const moved = await transfer(trx, clock, {
        memberId: member.id,
        amount: -amount,
        counterAccount: HOUSE_ACCOUNTS.withdrawals,
        kind: 'WITHDRAWAL',
        idempotencyKey: `withdraw:${key}`,
        memo: `Withdrawal to ${bankName}`,
      });
      const order = {
        order_no: newOrderNo('W', now),
        member_id: member.id,
        amount,
        bank_name: bankName,
        account_number: accountNumber,
        account_holder: accountHolder,
        status: 'PENDING' as const,
        idempotency_key: key,
        transfer_id: moved.transferId,
        created_at: iso(now),
        reject_reason: null,
        refund_transfer_id: null,
      };
      await trx.insertInto('withdraw_orders').values(order).execute();
      return order;
    });
    return row.amount === amount ? answer(db, row) : replayed(db, row, amount);
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw refuse(CASHIER_CODES.insufficientBalance, { withdrawable: await walletBalance(db, member.id) });
    throw error;
  }
}

function replayed(db: Db, row: WithdrawOrderRow, amount: number): Promise<WithdrawOrder> {
  if (row.amount !== amount) throw refuse(CASHIER_CODES.idempotencyConflict);
  return answer(db, row);
}
