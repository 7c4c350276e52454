import type { GameType, OpenedNumero, VassGameType } from '@tessera/api/contract';
import { GAME_TYPES } from '@tessera/api/contract';
import type { Db } from '../db/open';

/** The game types of each provider (of one when given), providers in their menu order, types in the §9 lane order. */
export async function vassGameTypes(db: Db, vassalage?: string): Promise<VassGameType[]> {
  let query = db
    .selectFrom('game_providers')
    .select(['vassalage', 'name', 'game_type', 'sort_order'])
    .orderBy('sort_order')
    .orderBy('id');
  if (vassalage) query = query.where('vassalage', '=', vassalage);
  const rows = await query.execute();
  const out: VassGameType[] = [];
  for (const row of rows) {
    const type = row.game_type as GameType;
    let entry = out.find((e) => e.vassalage === row.vassalage);
    if (!entry) out.push((entry = { vassalage: row.vassalage, name: row.name, gameTypes: [] }));
    if (GAME_TYPES.includes(type) && !entry.gameTypes.includes(type)) entry.gameTypes.push(type);
  }
  for (const entry of out) entry.gameTypes.sort((a, b) => GAME_TYPES.indexOf(a) - GAME_TYPES.indexOf(b));
  return out;
}

/** The latest drawn rounds of the lottery games the member launched or played, newest first. */
export async function myOpenedNumeros(db: Db, memberId: number, count: number): Promise<OpenedNumero[]> {
  const rows = await db
    .selectFrom('lottery_numeros')
    .innerJoin('games', 'games.id', 'lottery_numeros.game_id')
    .select([
      'games.game_code',
      'games.game_name',
      'lottery_numeros.numero',
      'lottery_numeros.result',
      'lottery_numeros.opened_at',
    ])
    .where('lottery_numeros.game_id', 'in', (eb) =>
      eb.selectFrom('recent_games').select('game_id').where('member_id', '=', memberId),
    )
    .orderBy('lottery_numeros.opened_at', 'desc')
    .orderBy('lottery_numeros.id', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => ({
    gameCode: r.game_code,
    gameName: r.game_name,
    numero: r.numero,
    result: r.result,
    openedAt: r.opened_at,
  }));
}
