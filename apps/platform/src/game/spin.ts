import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { markPlayed } from '../games/recent';
import type { GameSession } from '../games/tickets';
import { Refusal } from '../http/refusal';
import { HOUSE_ACCOUNTS, IdempotencyConflict, InsufficientFunds, transfer, walletBalance } from '../wallet/ledger';
import { DEMO_GAME_CODES } from './codes';
import { drawReels, multiplierOf, STAKES } from './slot';
import type { SymbolId } from './slot';

export interface SpinContext {
  db: Db;
  clock: Clock;
  /** The secret the reels are drawn with (GAME_SEED). */
  seed: string;
}

export interface SpinResult {
  betId: number;
  reels: SymbolId[];
  stake: number;
  win: number;
  /** The wallet after this spin (after the first one, when replayed). */
  balance: number;
  replayed: boolean;
}

/** A client's key for one spin: printable, no spaces, short enough to suffix. */
export const SPIN_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * One spin: the stake leaves the member's MAIN wallet and the win comes back, as two ledger
 * transfers keyed by the spin's idempotency key, with the bet recorded and the game marked as
 * played, all in one transaction. The same key again settles nothing and answers the first spin.
 */
export async function spin(ctx: SpinContext, session: GameSession, stake: number, key: string): Promise<SpinResult> {
  const game = await ctx.db
    .selectFrom('games')
    .select(['min_bet', 'game_type'])
    .where('id', '=', session.gameId)
    .executeTakeFirstOrThrow();
  if (game.game_type === 'LOTT' || game.game_type === 'ELOTT')
    throw new Refusal(DEMO_GAME_CODES.notASlot, 'This game is not played by spins');
  if (!(STAKES as readonly number[]).includes(stake) || stake < game.min_bet)
    throw new Refusal(DEMO_GAME_CODES.stakeNotAllowed, 'This stake is not offered in this game');
  const { memberId, gameId } = session;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const taken = await transfer(trx, ctx.clock, {
        memberId,
        amount: -stake,
        counterAccount: HOUSE_ACCOUNTS.games,
        kind: 'BET',
        idempotencyKey: `${key}:stake`,
        memo: `spin in game ${gameId}`,
      });
      if (taken.replayed) {
        const first = await trx
          .selectFrom('bets')
          .selectAll()
          .where('member_id', '=', memberId)
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow();
        return {
          betId: first.id,
          reels: JSON.parse(first.outcome) as SymbolId[],
          stake: first.stake,
          win: first.win,
          balance: first.balance_after,
          replayed: true,
        };
      }
      const reels = drawReels(ctx.seed, memberId, key);
      const win = stake * multiplierOf(reels);
      const paid =
        win > 0
          ? await transfer(trx, ctx.clock, {
              memberId,
              amount: win,
              counterAccount: HOUSE_ACCOUNTS.games,
              kind: 'WIN',
              idempotencyKey: `${key}:win`,
              memo: `win in game ${gameId}`,
            })
          : taken;
      const bet = await trx
        .insertInto('bets')
        .values({
          member_id: memberId,
          game_id: gameId,
          idempotency_key: key,
          stake,
          win,
          outcome: JSON.stringify(reels),
          balance_after: paid.balance,
          created_at: iso(ctx.clock.now()),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await markPlayed(trx, ctx.clock, memberId, gameId);
      return { betId: bet.id, reels, stake, win, balance: paid.balance, replayed: false };
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      throw new Refusal(DEMO_GAME_CODES.insufficientBalance, 'Your balance is too low for this stake', {
        balance: await walletBalance(ctx.db, memberId),
      });
    }
    if (error instanceof IdempotencyConflict)
      throw new Refusal(DEMO_GAME_CODES.idempotencyConflict, 'This spin key was used with another stake');
    throw error;
  }
}

/** The member's latest spins in a game, newest first. */
export async function lastSpins(db: Db, session: GameSession, limit = 8) {
  const rows = await db
    .selectFrom('bets')
    .select(['id', 'stake', 'win', 'outcome', 'created_at'])
    .where('member_id', '=', session.memberId)
    .where('game_id', '=', session.gameId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    betId: r.id,
    stake: r.stake,
    win: r.win,
    reels: JSON.parse(r.outcome) as SymbolId[],
    createdAt: r.created_at,
  }));
}
