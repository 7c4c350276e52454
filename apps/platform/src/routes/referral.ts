import type { Envelope, GameType, PersonalProfit, ReferralFriends, ReferralInfo } from '@tessera/api/contract';
import {
  GAME_TYPES,
  PATHS,
  RECORDS_CODES,
  REFERRAL_CODES,
  REFERRAL_PAGE_SIZE,
  REFERRAL_PAGE_SIZE_MAX,
  REFERRAL_QUERY,
} from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { errorBody, ok } from '../http/envelope';
import type { QueryPage } from '../http/query';
import { oneOfError, oneOfOrEmpty, pageErrors, pageProperties } from '../http/query';
import type { IdentityContext } from '../identity/context';
import type { DayRangeQuery } from '../member/records';
import { readDayRange } from '../member/records';
import { referrerOf } from '../identity/referrer';
import { personalProfit, referralFriends, referralInfo } from '../member/referral';
import { qrSvg } from '../static/qr';
import { guarded, guardRoutes } from './auth';

/** Longest invite link a QR code is made for (at most a version-10 code, 57 modules, still easy to scan). */
const MAX_QR_URL = 200;

/**
 * The member centre's personal profit and loss and invite friends: the member's own figures, code
 * and friends only. The session is checked before the query, so a visitor learns nothing from a 400.
 */
export async function referralRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'memberCentre');
  app.get<{ Querystring: DayRangeQuery & { gameType?: GameType | '' } }>(
    PATHS.referral.personalProfit,
    {
      schema: { querystring: { type: 'object', properties: { gameType: oneOfOrEmpty(GAME_TYPES) } } },
      config: { queryErrors: { gameType: oneOfError('gameType', GAME_TYPES, RECORDS_CODES.gameTypeUnknown) } },
    },
    async (request): Promise<Envelope<PersonalProfit>> => {
      const range = readDayRange(request.query);
      return ok(await personalProfit(ctx.db, request.member.id, range, request.query.gameType || undefined));
    },
  );

  app.get(PATHS.referral.referralInfo, async (request): Promise<Envelope<ReferralInfo>> => {
    const { member } = request;
    return ok(await referralInfo(ctx.db, ctx.clock, member.id));
  });

  app.get<{ Querystring: QueryPage }>(
    PATHS.referral.referralFriends,
    {
      schema: {
        querystring: { type: 'object', properties: pageProperties(REFERRAL_PAGE_SIZE, REFERRAL_PAGE_SIZE_MAX) },
      },
      config: { queryErrors: pageErrors(REFERRAL_CODES.pageInvalid, REFERRAL_PAGE_SIZE_MAX) },
    },
    async (request): Promise<Envelope<ReferralFriends>> =>
      ok(await referralFriends(ctx.db, request.member.id, request.query)),
  );

  // The invite link's QR code, made by the same encoder as the app download codes on /down. An image
  // carries no token, so it is public like the link itself; unknown codes have none.
  app.get<{ Params: { file: string } }>('/static/qr/referral/:file', guarded('public'), async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || (await referrerOf(ctx.db, code)) === undefined) {
      return reply.code(404).send(errorBody('NOT_FOUND', `No QR code at /static/qr/referral/${request.params.file}`));
    }
    const url = `${request.protocol}://${request.host}/register?${REFERRAL_QUERY}=${encodeURIComponent(code.toUpperCase())}`;
    if (url.length > MAX_QR_URL)
      return reply.code(400).send(errorBody('BAD_REQUEST', 'Host name too long for a QR code'));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'private, max-age=300')
      .header('vary', 'host')
      .send(qrSvg(url));
  });
}
