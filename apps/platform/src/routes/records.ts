import type { AccountRecords, BettingRecords, Envelope } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { accountRecords, bettingRecords, readDayRange, readGameType, readKind, readPage } from '../member/records';
import { guardRoutes } from './auth';

/**
 * The member centre's records: the member's own bets and the movements of their own wallets over
 * a day range. The session is checked before the query, so a visitor learns nothing from a 400.
 */
export async function recordsRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'memberCentre');
  app.get(PATHS.records.bettingRecords, async (request): Promise<Envelope<BettingRecords>> => {
    const { member } = request;
    const query = request.query as Record<string, unknown>;
    const range = readDayRange(query);
    const page = readPage(query);
    return ok(await bettingRecords(ctx.db, member.id, range, page, readGameType(query)));
  });

  app.get(PATHS.records.accountRecords, async (request): Promise<Envelope<AccountRecords>> => {
    const { member } = request;
    const query = request.query as Record<string, unknown>;
    const range = readDayRange(query);
    const page = readPage(query);
    return ok(await accountRecords(ctx.db, member.id, range, page, readKind(query)));
  });
}
