import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openedNumeros } from '../games/lottery';
import { findGameSession, GAME_SESSION_MINUTES, redeemTicket } from '../games/tickets';
import type { GameSession } from '../games/tickets';
import { ok } from '../http/envelope';
import { HttpError } from '../http/refusal';
import { readSetting } from '../system/settings';
import { walletBalance } from '../wallet/ledger';
import { DEMO_GAME_CODES } from './codes';
import { DEFAULT_STAKE, PAYTABLE, returnToPlayer, STAKES, SYMBOLS } from './slot';
import { lastSpins, spin, SPIN_KEY } from './spin';
import type { SpinContext } from './spin';

/**
 * The demo game's API under /api: open a session with a launch ticket, read the state, spin, and
 * (lottery lobby) read the latest draws. Every call but the first takes the session token as
 * `Authorization: Bearer`.
 */
export async function gameApi(app: FastifyInstance, { ctx }: { ctx: SpinContext }): Promise<void> {
  const { db, clock } = ctx;
  const session = async (request: FastifyRequest): Promise<GameSession> => {
    const match = /^Bearer ([0-9a-f]{64})$/.exec(request.headers.authorization ?? '');
    const found = match ? await findGameSession(db, clock, match[1]) : undefined;
    if (!found)
      throw new HttpError(401, 'The game session has ended: launch the game again', DEMO_GAME_CODES.sessionInvalid);
    return found;
  };

  app.post<{ Body: { ticket: string } }>(
    '/api/session',
    {
      schema: {
        body: { type: 'object', required: ['ticket'], properties: { ticket: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => {
      const opened = await redeemTicket(db, clock, request.body.ticket);
      if (!opened)
        throw new HttpError(
          401,
          'This game link has expired or was already used: launch the game again',
          DEMO_GAME_CODES.ticketInvalid,
        );
      const game = await db
        .selectFrom('games')
        .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
        .select([
          'games.id',
          'games.game_name',
          'games.game_code',
          'games.game_type',
          'games.vassalage',
          'games.icon_url',
          'games.min_bet',
          'game_providers.name as provider_name',
        ])
        .where('games.id', '=', opened.gameId)
        .executeTakeFirstOrThrow();
      const lottery = await db
        .selectFrom('lottery_games')
        .selectAll()
        .where('game_id', '=', opened.gameId)
        .executeTakeFirst();
      return ok({
        token: opened.token,
        expiresInMinutes: GAME_SESSION_MINUTES,
        game: {
          nodeId: String(game.id),
          gameName: game.game_name,
          gameCode: game.game_code,
          gameType: game.game_type,
          vassalage: game.vassalage,
          providerName: game.provider_name,
          iconUrl: game.icon_url,
          minBet: game.min_bet,
          ...(lottery
            ? { region: lottery.region, drawInterval: lottery.draw_interval, prizeMode: lottery.prize_mode }
            : {}),
        },
        balance: await walletBalance(db, opened.memberId),
        currency: await readSetting(db, 'wallet.currency'),
        stakes: STAKES.filter((s) => s >= game.min_bet),
        defaultStake: Math.max(DEFAULT_STAKE, game.min_bet),
        symbols: SYMBOLS.map(({ id, label }) => ({ id, label })),
        paytable: PAYTABLE,
        returnToPlayer: returnToPlayer(),
      });
    },
  );

  app.get('/api/state', async (request) => {
    const s = await session(request);
    return ok({ balance: await walletBalance(db, s.memberId), spins: await lastSpins(db, s) });
  });

  app.post<{ Body: { stake: number; idempotencyKey: string } }>(
    '/api/spin',
    {
      schema: {
        body: {
          type: 'object',
          required: ['stake', 'idempotencyKey'],
          properties: {
            stake: { type: 'integer', minimum: 1, maximum: 100_000 },
            idempotencyKey: { type: 'string', pattern: SPIN_KEY.source },
          },
        },
      },
    },
    async (request) => ok(await spin(ctx, await session(request), request.body.stake, request.body.idempotencyKey)),
  );

  app.get('/api/draws', async (request) => {
    const s = await session(request);
    const game = await db.selectFrom('games').select('game_code').where('id', '=', s.gameId).executeTakeFirstOrThrow();
    return ok(await openedNumeros(db, 10, game.game_code));
  });
}
