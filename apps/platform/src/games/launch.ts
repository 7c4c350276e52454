import type { Game, GameMaintenance, GameType, LaunchGameRequest, LaunchResult } from '@tessera/api/contract';
import { GAME_CODES, IDENTITY_CODES } from '@tessera/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import { Refusal } from '../http/refusal';
import { isTrial } from '../identity/members';
import { refuse } from '../identity/refuse';
import { markPlayed } from './recent';
import { gamesByIds, nodeIdToGameId } from './rows';
import { issueTicket } from './tickets';

/** What launching runs on. */
export interface LaunchContext {
  db: Db;
  clock: Clock;
  /** The demo game's origin (a second listener of the platform), without a trailing slash. */
  gameUrl: string;
}

/** How many other games a maintenance refusal suggests. */
const SUGGESTIONS = 6;

/**
 * Launches a game for the member: refuses trial accounts (§5), unknown games and providers under
 * maintenance (with games to suggest instead, §8), then issues a one-time launch ticket, marks the
 * game as recently played and answers the address to open. The ticket rides in the address's
 * fragment, which browsers never send to a server, so it stays out of logs and Referer headers.
 */
export async function launchGame(
  ctx: LaunchContext,
  member: MemberRow,
  request: LaunchGameRequest,
): Promise<LaunchResult> {
  if (isTrial(member)) throw refuse(IDENTITY_CODES.trialAccount);
  const provider = await ctx.db
    .selectFrom('game_providers')
    .select(['id', 'maintenance'])
    .where('vassalage', '=', request.vassalage)
    .where('game_type', '=', request.gameType)
    .executeTakeFirst();
  if (!provider) throw new Refusal(GAME_CODES.gameNotFound, 'No such game');
  if (provider.maintenance) {
    const value: GameMaintenance = {
      vassalage: request.vassalage,
      gameType: request.gameType,
      suggestions: await suggestions(ctx.db, request.gameType, provider.id),
    };
    throw new Refusal(GAME_CODES.gameMaintenance, 'This game is under maintenance, please try another game', value);
  }
  const gameId = await chooseGame(ctx.db, provider.id, request);
  const ticket = await issueTicket(ctx.db, ctx.clock, member.id, gameId);
  await markPlayed(ctx.db, ctx.clock, member.id, gameId);
  return { content: await launchUrl(ctx, gameId, request, ticket) };
}

/** The named game of the provider (by nodeId or game code), or the provider's first game for a provider launch. */
async function chooseGame(db: Db, providerId: number, { nodeId, gameCode }: LaunchGameRequest): Promise<number> {
  let query = db.selectFrom('games').select('id').where('provider_id', '=', providerId);
  if (nodeId !== undefined) query = query.where('id', '=', nodeIdToGameId(nodeId) ?? 0);
  else if (gameCode !== undefined) query = query.where('game_code', '=', gameCode);
  const game = await query.orderBy('sort_order').orderBy('id').limit(1).executeTakeFirst();
  if (!game) throw new Refusal(GAME_CODES.gameNotFound, 'No such game');
  return game.id;
}

/** Hot games of the same type from providers that are not under maintenance. */
async function suggestions(db: Db, gameType: GameType, providerId: number): Promise<Game[]> {
  const rows = await db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select('games.id')
    .where('games.game_type', '=', gameType)
    .where('games.provider_id', '!=', providerId)
    .where('game_providers.maintenance', '=', 0)
    .orderBy('games.is_hot', 'desc')
    .orderBy('games.sort_order')
    .orderBy('games.id')
    .limit(SUGGESTIONS)
    .execute();
  return gamesByIds(
    db,
    rows.map((r) => r.id),
  );
}

/**
 * The address of the launched game: the demo slot, or for LOTT and ELOTT the lottery lobby with
 * the §7 lobby parameters (lottoArea, launchMode, lottoPrizeMode, lottoGameCode, lottoView, device,
 * backUrl, language).
 */
async function launchUrl(
  ctx: LaunchContext,
  gameId: number,
  request: LaunchGameRequest,
  ticket: string,
): Promise<string> {
  const language = request.language ?? 'EN';
  const device = request.device ?? 'WEB';
  if (request.gameType !== 'LOTT' && request.gameType !== 'ELOTT') {
    return `${ctx.gameUrl}/play?${new URLSearchParams({ game: String(gameId), language, device })}#ticket=${ticket}`;
  }
  const lottery = await ctx.db
    .selectFrom('games')
    .innerJoin('lottery_games', 'lottery_games.game_id', 'games.id')
    .select(['games.game_code', 'lottery_games.prize_mode', 'lottery_games.lotto_area'])
    .where('games.id', '=', gameId)
    .executeTakeFirstOrThrow();
  const params = new URLSearchParams({
    lottoArea: lottery.lotto_area,
    launchMode: 'LOTT',
    lottoPrizeMode: request.prizeMode ?? lottery.prize_mode,
    lottoGameCode: lottery.game_code,
    lottoView: request.lottoView ?? 'lobby',
    device,
    backUrl: request.backUrl ?? '',
    language,
  });
  return `${ctx.gameUrl}/lottery?${params}#ticket=${ticket}`;
}
