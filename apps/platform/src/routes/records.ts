import type { AccountRecordKind, AccountRecords, BettingRecords, Envelope, GameType } from '@tessera/api/contract';
import {
  ACCOUNT_RECORD_KINDS,
  GAME_TYPES,
  PATHS,
  RECORDS_CODES,
  RECORDS_PAGE_SIZE,
  RECORDS_PAGE_SIZE_MAX,
} from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { QueryPage } from '../http/query';
import { oneOfError, oneOfOrEmpty, pageErrors, pageProperties } from '../http/query';
import type { IdentityContext } from '../identity/context';
import type { DayRangeQuery } from '../member/records';
import { accountRecords, bettingRecords, readDayRange } from '../member/records';
import { guardRoutes } from './auth';

/** A records query: the day range (read with its calendar rules), a page and the list's own filter. */
const recordsQuery = <Name extends string>(name: Name, values: readonly string[], code: string) => ({
  schema: {
    querystring: {
      type: 'object',
      properties: { ...pageProperties(RECORDS_PAGE_SIZE, RECORDS_PAGE_SIZE_MAX), [name]: oneOfOrEmpty(values) },
    },
  },
  config: {
    queryErrors: {
      ...pageErrors(RECORDS_CODES.pageInvalid, RECORDS_PAGE_SIZE_MAX),
      [name]: oneOfError(name, values, code),
    },
  },
});

/**
 * The member centre's records: the member's own bets and the movements of their own wallets over
 * a day range. The session is checked before the query, so a visitor learns nothing from a 400.
 */
export async function recordsRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'memberCentre');
  app.get<{ Querystring: QueryPage & DayRangeQuery & { gameType?: GameType | '' } }>(
    PATHS.records.bettingRecords,
    recordsQuery('gameType', GAME_TYPES, RECORDS_CODES.gameTypeUnknown),
    async (request): Promise<Envelope<BettingRecords>> => {
      const { pageNo, pageSize, gameType } = request.query;
      const range = readDayRange(request.query);
      return ok(await bettingRecords(ctx.db, request.member.id, range, { pageNo, pageSize }, gameType || undefined));
    },
  );

  app.get<{ Querystring: QueryPage & DayRangeQuery & { kind?: AccountRecordKind | '' } }>(
    PATHS.records.accountRecords,
    recordsQuery('kind', ACCOUNT_RECORD_KINDS, RECORDS_CODES.kindUnknown),
    async (request): Promise<Envelope<AccountRecords>> => {
      const { pageNo, pageSize, kind } = request.query;
      const range = readDayRange(request.query);
      return ok(await accountRecords(ctx.db, request.member.id, range, { pageNo, pageSize }, kind || undefined));
    },
  );
}
