import type { GameCategory, RankEntry, RankType, WinnerEntry } from '@tessera/api/contract';
import type { Db } from '../db/open';

/**
 * An account name as the public boards show it: the first and last 2 characters around three
 * stars ('ng***88'), so neither the name nor its length can be read. Short names show only stars.
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 4) return '***';
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** The biggest wins of one category (or all), at most `limit`, biggest first. */
export async function winnerBoard(db: Db, category: 'ALL' | GameCategory, limit: number): Promise<WinnerEntry[]> {
  let query = db.selectFrom('winners').select(['customer_name', 'game_name', 'icon_url', 'win_amount']);
  if (category !== 'ALL') query = query.where('game_category', '=', category);
  const rows = await query.orderBy('win_amount', 'desc').orderBy('won_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({
    iconUrl: r.icon_url,
    customerName: maskName(r.customer_name),
    gameName: r.game_name,
    winAmount: r.win_amount,
  }));
}

/** The top `limit` customers of a ranking, rank 1 the highest amount. */
export async function topRank(db: Db, rankType: RankType, limit: number): Promise<RankEntry[]> {
  const rows = await db
    .selectFrom('rank_entries')
    .select(['customer_name', 'amount'])
    .where('rank_type', '=', rankType)
    .orderBy('amount', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r, i) => ({ rank: i + 1, customerName: maskName(r.customer_name), amount: r.amount }));
}
