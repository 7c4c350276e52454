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
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { gameList, hotGames, vendorLanes } from '../games/catalogue';
import type { GameFilter } from '../games/catalogue';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from '../games/favourites';
import { recentPage } from '../games/recent';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import {
  favouriteBody,
  favouriteListQuery,
  gameListQuery,
  hotGamesQuery,
  recentQuery,
  vendorQuery,
} from './game-schemas';
import { guarded } from './auth';

type Paging = { pageNo: number; pageSize: number };

/**
 * The lobby: provider lanes, game lists and hot games (public: visitors browse the lobby, §6;
 * a token that is sent must be live), and the member's favourites and recent games (token).
 */
export async function gameRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  const { db, clock } = ctx;
  // Visitors browse the lobby; a stale token is noticed (401) rather than quietly served as a visitor.
  const visitor = guarded('visitor').config;
  const member = guarded('member').config;

  app.get(
    PATHS.games.gameVendor,
    { config: visitor, schema: { querystring: vendorQuery } },
    async (): Promise<Envelope<GameVendorResponse>> => ok({ data: { lanes: await vendorLanes(db) } }),
  );

  app.get<{ Querystring: GameFilter & Paging }>(
    PATHS.games.gameList,
    { config: visitor, schema: { querystring: gameListQuery } },
    async (request): Promise<Envelope<GameListPage>> => {
      const { pageNo, pageSize, ...filter } = request.query;
      return ok(await gameList(db, filter, pageNo, pageSize));
    },
  );

  app.get<{ Querystring: { vassalage?: string; gameType?: GameType } }>(
    PATHS.games.hotGames,
    { schema: { querystring: hotGamesQuery } },
    async (request): Promise<Envelope<HotGames>> => ok({ list: await hotGames(db, request.query) }),
  );

  app.get(PATHS.games.favoriteGames, { config: member }, async (request): Promise<Envelope<string[]>> =>
    ok(await favouriteIds(db, request.member.id)),
  );

  app.get<{ Querystring: Paging & { gameType?: GameType } }>(
    PATHS.games.favoriteGamesList,
    { config: member, schema: { querystring: favouriteListQuery } },
    async (request): Promise<Envelope<Paged<Game>>> => {
      const { pageNo, pageSize, gameType } = request.query;
      return ok(await favouritePage(db, request.member.id, pageNo, pageSize, gameType));
    },
  );

  // Both answer the favourite ids after the change; repeating either changes nothing more.
  app.post<{ Body: FavoriteGameRequest }>(
    PATHS.games.addFavoriteGame,
    { config: member, schema: { body: favouriteBody } },
    async (request): Promise<Envelope<string[]>> => ok(await addFavourite(db, clock, request.member.id, request.body)),
  );

  app.post<{ Body: FavoriteGameRequest }>(
    PATHS.games.removeFavoriteGame,
    { config: member, schema: { body: favouriteBody } },
    async (request): Promise<Envelope<string[]>> => ok(await removeFavourite(db, request.member.id, request.body)),
  );

  app.get<{ Querystring: Paging & { vassalage?: string } }>(
    PATHS.games.recentGames,
    { config: member, schema: { querystring: recentQuery } },
    async (request): Promise<Envelope<RecentGamesPage>> => {
      const { pageNo, pageSize, vassalage } = request.query;
      return ok(await recentPage(db, request.member.id, pageNo, pageSize, vassalage));
    },
  );
}
