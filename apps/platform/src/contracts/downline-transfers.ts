import type {
  DownlineTransfer,
  DownlineTransferHistory,
  DownlineTransferInfo,
  DownlineTransferResult,
} from '@tessera/api/contract';
import { AGENT_TYPES, DOWNLINE_TRANSFER_CODES as C } from '@tessera/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { DownlineTransferRow } from '../db/schema-contracts';
import type { Fields } from '../http/encrypted';
import type { QueryPage } from '../http/query';
import { Refusal } from '../http/refusal';
import type { Caller } from '../identity/context';
import { readSetting } from '../system/settings';
import { MEMBER_TRANSFER_LIMITS, REMARK_MAX_LENGTH, sendToMember } from '../transfers/member-transfer';
import { walletBalance } from '../wallet/ledger';

/** The same limits as a transfer to the upline: 1.00 to 50,000.00, remark up to 100 characters. */
const DOWNLINE_TRANSFER_LIMITS = MEMBER_TRANSFER_LIMITS;

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
    remarkMaxLength: REMARK_MAX_LENGTH,
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

/**
 * Sends money from the agent's MAIN wallet to a direct downline's MAIN wallet, as a transfer to
 * the upline does the other way (`sendToMember`): the login password must match (a wrong one
 * counts as a failed login), one ledger TRANSFER (memo `Transfer to downline {transferNo}`), once
 * per key (the key again for another amount or downline is refused).
 */
export async function transferToDownline(
  ctx: { db: Db; clock: Clock },
  caller: Caller,
  agent: MemberRow,
  fields: Fields,
): Promise<DownlineTransferResult> {
  const downline = await ctx.db
    .selectFrom('members')
    .select(['id', 'account', 'upline_id'])
    .where('account', '=', (fields.downline ?? '').trim().toLowerCase())
    .executeTakeFirst();
  if (!downline || downline.upline_id !== agent.id)
    throw new Refusal(C.notDirectDownline, 'This account is not one of your direct downlines');
  const sent = await sendToMember<DownlineTransferRow>(ctx, caller, {
    codes: C,
    sender: agent,
    recipientId: downline.id,
    fields,
    ledgerKeyPrefix: 'downline',
    numberPrefix: 'D',
    memo: 'Transfer to downline',
    find: (db, key) =>
      db
        .selectFrom('downline_transfers')
        .selectAll()
        .where('agent_id', '=', agent.id)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),
    sameRequest: (row, amount) => row.amount === amount && row.downline_id === downline.id,
    insert: async (trx, values) => {
      const row = { ...values, agent_id: agent.id, downline_id: downline.id };
      const { id } = await trx.insertInto('downline_transfers').values(row).returning('id').executeTakeFirstOrThrow();
      return { ...row, id };
    },
  });
  return { ...view(sent.row, downline.account), balance: sent.balance, replayed: sent.replayed };
}

/** The agent's transfers to its downlines, newest first. */
export async function downlineTransferHistory(
  db: Db,
  agentId: number,
  page: QueryPage,
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
