import type { Balance, UnreadCount } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { readSetting } from '../system/settings';

/** The member's balance: the sum of their wallets in minor units (0 with none yet). */
export async function memberBalance(db: Db, memberId: number): Promise<Balance> {
  const [row, currency] = await Promise.all([
    db
      .selectFrom('wallets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), eb.lit(0)).as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    readSetting(db, 'wallet.currency'),
  ]);
  return { sumBalance: Number(row.total), currency };
}

/** How many of the member's inbox messages are unread. */
export async function unreadCount(db: Db, memberId: number): Promise<UnreadCount> {
  const row = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count) };
}
