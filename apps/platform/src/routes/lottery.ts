import type { Envelope, GameRoom, LotteryGame, OpenedNumero, PrizeMode } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { gameMenus, openedNumeros, popularLottery, roomList, vnGameMenu, vnRecent } from '../games/lottery';
import { nodeIdToGameId } from '../games/rows';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { guarded } from './auth';
import { lotteryMenuQuery, numerosQuery, popularQuery, roomsQuery } from './game-schemas';

type MenuQuery = { prizeMode?: PrizeMode };

/** Lottery menus and draws (public), the member's recent VN games and the card-game rooms (token). */
export async function lotteryRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: MenuQuery }>(
    PATHS.login.gameMenus,
    { schema: { querystring: lotteryMenuQuery } },
    async (request): Promise<Envelope<LotteryGame[]>> => ok(await gameMenus(db, request.query.prizeMode)),
  );

  app.get<{ Querystring: MenuQuery & { count: number } }>(
    PATHS.home.popularGames,
    { schema: { querystring: popularQuery } },
    async (request): Promise<Envelope<LotteryGame[]>> =>
      ok(await popularLottery(db, request.query.count, request.query.prizeMode)),
  );

  app.get<{ Querystring: MenuQuery }>(
    PATHS.cardLottery.vnGameMenu,
    { schema: { querystring: lotteryMenuQuery } },
    async (request): Promise<Envelope<LotteryGame[]>> => ok(await vnGameMenu(db, request.query.prizeMode)),
  );

  app.get(PATHS.cardLottery.vnGameMenuRecent, guarded('member'), async (request): Promise<Envelope<LotteryGame[]>> =>
    ok(await vnRecent(db, request.member.id)),
  );

  app.get<{ Querystring: { count: number; gameCode?: string } }>(
    PATHS.home.vnOpenedNumeros,
    { schema: { querystring: numerosQuery } },
    async (request): Promise<Envelope<OpenedNumero[]>> =>
      ok(await openedNumeros(db, request.query.count, request.query.gameCode)),
  );

  app.get<{ Querystring: { vassalage?: string; nodeId?: string } }>(
    PATHS.cardLottery.roomList,
    { ...guarded('member'), schema: { querystring: roomsQuery } },
    async (request): Promise<Envelope<GameRoom[]>> => {
      const { vassalage, nodeId } = request.query;
      return ok(
        await roomList(db, {
          ...(vassalage ? { vassalage } : {}),
          ...(nodeId ? { gameId: nodeIdToGameId(nodeId) ?? 0 } : {}),
        }),
      );
    },
  );
}
