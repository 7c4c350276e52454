import type { Envelope, LaunchGameRequest, LaunchResult } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { launchGame } from '../games/launch';
import type { LaunchContext } from '../games/launch';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { guardRoutes } from './auth';
import { launchBody, launchFbQuery } from './game-schemas';

/** Game launch (token, §4: launching needs a login): any game, and the FB sports launch of /fbsports. */
export async function launchRoutes(
  app: FastifyInstance,
  { ctx, gameUrl }: { ctx: IdentityContext; gameUrl: string },
): Promise<void> {
  guardRoutes(app, 'member');
  const launch: LaunchContext = { db: ctx.db, clock: ctx.clock, gameUrl };

  app.post<{ Body: LaunchGameRequest }>(
    PATHS.cardLottery.launchGame,
    { schema: { body: launchBody } },
    async (request): Promise<Envelope<LaunchResult>> => {
      return ok(await launchGame(launch, request.member, request.body));
    },
  );

  app.get<{ Querystring: Pick<LaunchGameRequest, 'language' | 'device'> }>(
    PATHS.games.gameLaunchFB,
    { schema: { querystring: launchFbQuery } },
    async (request): Promise<Envelope<LaunchResult>> => {
      return ok(await launchGame(launch, request.member, { ...request.query, gameType: 'SPORTS', vassalage: 'FB' }));
    },
  );
}
