import type {
  UplineTransfer,
  UplineTransferCode,
  UplineTransferHistory,
  UplineTransferInfo,
  UplineTransferResult,
} from '@tessera/api/contract';
import { UPLINE_TRANSFER_CODES as C } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { maskName } from '../content/ranks';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { UplineTransferRow } from '../db/schema-upline';
import type { Fields } from '../http/encrypted';
import type { QueryPage } from '../http/query';
import { Refusal } from '../http/refusal';
import type { Caller } from '../identity/context';
import { isTrial } from '../identity/members';
import { readSetting } from '../system/settings';
import { MEMBER_TRANSFER_LIMITS, REMARK_MAX_LENGTH, sendToMember } from '../transfers/member-transfer';
import { walletBalance } from '../wallet/ledger';

export interface UplineContext {
  db: Db;
  clock: Clock;
}

/** The refusals of the upline side only; the rest are every transfer's (`sendToMember`). */
const MESSAGES: Readonly<Partial<Record<UplineTransferCode, string>>> = {
  [C.trialAccount]: 'Please register a real account',
  [C.noUpline]: 'You have no upline agent to transfer to',
};

const refuse = (code: typeof C.trialAccount | typeof C.noUpline): Refusal => new Refusal(code, MESSAGES[code] ?? code);

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
    ...MEMBER_TRANSFER_LIMITS,
    remarkMaxLength: REMARK_MAX_LENGTH,
    currency: await readSetting(ctx.db, 'wallet.currency'),
  };
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
 * Sends money from the member's MAIN wallet to their upline agent's MAIN wallet (not from a trial
 * account), as `sendToMember` does: the login password, the limits and the balance, one ledger
 * TRANSFER (memo `Transfer to upline {transferNo}`), once per idempotency key.
 */
export async function transferToUpline(
  ctx: UplineContext,
  caller: Caller,
  member: MemberRow,
  fields: Fields,
): Promise<UplineTransferResult> {
  if (isTrial(member)) throw refuse(C.trialAccount);
  const upline = await uplineOf(ctx.db, member);
  if (!upline) throw refuse(C.noUpline);
  const sent = await sendToMember<UplineTransferRow>(ctx, caller, {
    codes: C,
    sender: member,
    recipientId: upline.id,
    fields,
    ledgerKeyPrefix: 'upline',
    numberPrefix: 'U',
    memo: 'Transfer to upline',
    find: (db, key) =>
      db
        .selectFrom('upline_transfers')
        .selectAll()
        .where('member_id', '=', member.id)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),
    sameRequest: (row, amount) => row.amount === amount,
    insert: async (trx, values) => {
      const row = { ...values, member_id: member.id, upline_id: upline.id };
      const { id } = await trx.insertInto('upline_transfers').values(row).returning('id').executeTakeFirstOrThrow();
      return { ...row, id };
    },
  });
  return { ...view(sent.row, upline.account), balance: sent.balance, replayed: sent.replayed };
}

/** The member's transfers to their upline, newest first, a page at a time. */
export async function uplineTransferHistory(db: Db, memberId: number, page: QueryPage): Promise<UplineTransferHistory> {
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
