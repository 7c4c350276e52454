import type {
  Envelope,
  FavoriteGameRequest,
  Game,
  GameListPage,
  GameType,
  GameVendorResponse,
  HotGames,
  Paged,
  RecentGamesPage,
} from '@tessera/api/contract';
import { HEADER_TOKEN, PATHS } from '@tessera/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameList, hotGames, vendorLanes } from '../games/catalogue';
import type { GameFilter } from '../games/catalogue';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from '../games/favourites';
import { recentPage } from '../games/recent';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { requireSession } from '../identity/sessions';
import {
  favouriteBody,
  favouriteListQuery,
  gameListQuery,
  hotGamesQuery,
  recentQuery,
  vendorQuery,
} from './game-schemas';

type Paging = { pageNo: number; pageSize: number };

/**
 * The lobby: provider lanes, game lists and hot games (public: visitors browse the lobby, §6;
 * a token that is sent must be live), and the member's favourites and recent games (token).
 */
export async function gameRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  const { db, clock } = ctx;
  // A stale token is noticed (401) rather than quietly served as a visitor.
  const checkToken = async (request: FastifyRequest) => {
    if (request.headers[HEADER_TOKEN] !== undefined) await requireSession(db, clock, request);
  };

  app.get(
    PATHS.games.gameVendor,
    { schema: { querystring: vendorQuery } },
    async (request): Promise<Envelope<GameVendorResponse>> => {
      await checkToken(request);
      return ok({ data: { lanes: await vendorLanes(db) } });
    },
  );

  app.get<{ Querystring: GameFilter & Paging }>(
    PATHS.games.gameList,
    { schema: { querystring: gameListQuery } },
    async (request): Promise<Envelope<GameListPage>> => {
      await checkToken(request);
      const { pageNo, pageSize, ...filter } = request.query;
      return ok(await gameList(db, filter, pageNo, pageSize));
    },
  );

  app.get<{ Querystring: { vassalage?: string; gameType?: GameType } }>(
    PATHS.games.hotGames,
    { schema: { querystring: hotGamesQuery } },
    async (request): Promise<Envelope<HotGames>> => ok({ list: await hotGames(db, request.query) }),
  );

  app.get(PATHS.games.favoriteGames, async (request): Promise<Envelope<string[]>> => {
    const { member } = await requireSession(db, clock, request);
    return ok(await favouriteIds(db, member.id));
  });

  app.get<{ Querystring: Paging & { gameType?: GameType } }>(
    PATHS.games.favoriteGamesList,
    { schema: { querystring: favouriteListQuery } },
    async (request): Promise<Envelope<Paged<Game>>> => {
      const { member } = await requireSession(db, clock, request);
      const { pageNo, pageSize, gameType } = request.query;
      return ok(await favouritePage(db, member.id, pageNo, pageSize, gameType));
    },
  );

  // Both answer the favourite ids after the change; repeating either changes nothing more.
  app.post<{ Body: FavoriteGameRequest }>(
    PATHS.games.addFavoriteGame,
    { schema: { body: favouriteBody } },
    async (request): Promise<Envelope<string[]>> => {
      const { member } = await requireSession(db, clock, request);
      return ok(await addFavourite(db, clock, member.id, request.body));
    },
  );

  app.post<{ Body: FavoriteGameRequest }>(
    PATHS.games.removeFavoriteGame,
    { schema: { body: favouriteBody } },
    async (request): Promise<Envelope<string[]>> => {
      const { member } = await requireSession(db, clock, request);
      return ok(await removeFavourite(db, member.id, request.body));
    },
  );

  app.get<{ Querystring: Paging & { vassalage?: string } }>(
    PATHS.games.recentGames,
    { schema: { querystring: recentQuery } },
    async (request): Promise<Envelope<RecentGamesPage>> => {
      const { member } = await requireSession(db, clock, request);
      const { pageNo, pageSize, vassalage } = request.query;
      return ok(await recentPage(db, member.id, pageNo, pageSize, vassalage));
    },
  );
}
