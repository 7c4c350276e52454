import type { Envelope, GameCategory, RankEntry, RankType, WinnerEntry } from '@tessera/api/contract';
import { GAME_CATEGORIES, PATHS, RANK_LIST_LIMIT, RANK_TYPES } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { topRank, winnerBoard } from '../content/ranks';
import type { Db } from '../db/open';
import { ok } from '../http/envelope';

const limitNum = { type: 'integer', minimum: 1, maximum: RANK_LIST_LIMIT, default: RANK_LIST_LIMIT } as const;

const winnersQuery = {
  type: 'object',
  properties: {
    gameCategory: { type: 'string', enum: ['ALL', ...GAME_CATEGORIES], default: 'ALL' },
    // Accepted for the contract; game names are brand names, the same in every language.
    language: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    limitNum,
  },
} as const;

const topRankQuery = {
  type: 'object',
  required: ['rankType'],
  properties: { rankType: { type: 'string', enum: RANK_TYPES }, limitNum },
} as const;

/** The winner board and the top-20 deposit and bet ranks: public, names masked, at most 20 rows. */
export async function rankRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: { gameCategory: 'ALL' | GameCategory; limitNum: number } }>(
    PATHS.games.rankList,
    { schema: { querystring: winnersQuery } },
    async (request): Promise<Envelope<WinnerEntry[]>> =>
      ok(await winnerBoard(db, request.query.gameCategory, request.query.limitNum)),
  );

  app.get<{ Querystring: { rankType: RankType; limitNum: number } }>(
    PATHS.content.topRank,
    { schema: { querystring: topRankQuery } },
    async (request): Promise<Envelope<RankEntry[]>> =>
      ok(await topRank(db, request.query.rankType, request.query.limitNum)),
  );
}
