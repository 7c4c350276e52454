import type {
  Announcements,
  AnnouncementType,
  Banner,
  Envelope,
  HelpTopic,
  Notice,
  Promotion,
  PromotionFilter,
  VipLevel,
} from '@tessera/api/contract';
import { ANNOUNCEMENT_TYPES, PATHS, PROMOTION_TYPE_ALL, PROMOTION_TYPES } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { listPromotions, listVipLevels } from '../content/offers';
import { helpTree, listAnnouncements, listBanners, listNotices } from '../content/site';
import type { Db } from '../db/open';
import { ok } from '../http/envelope';

export interface ContentRoutesOptions {
  db: Db;
  clock: Clock;
}

const bannersQuery = {
  type: 'object',
  properties: { groupName: { type: 'string', pattern: '^w_[a-z0-9]{1,32}$' } },
} as const;

const TYPE = `(?:${ANNOUNCEMENT_TYPES.join('|')})`;
const announcementsQuery = {
  type: 'object',
  properties: {
    // A comma-separated list: types=B,PL,PU
    types: { type: 'string', pattern: `^${TYPE}(?:,${TYPE})*$`, maxLength: 64 },
    platform: { type: 'string', enum: ['W'] },
    execution: { type: 'string', enum: ['B'] },
  },
} as const;

const promotionsQuery = {
  type: 'object',
  properties: { type: { type: 'string', enum: [PROMOTION_TYPE_ALL, ...PROMOTION_TYPES], default: PROMOTION_TYPE_ALL } },
} as const;

/**
 * Site content anyone may read: banners, notices, announcements, help centre, VIP levels, promotions;
 * the translated ones in the request's language (`request.language()`), English item by item otherwise.
 */
export async function contentRoutes(app: FastifyInstance, { db, clock }: ContentRoutesOptions): Promise<void> {
  app.get<{ Querystring: { groupName?: string } }>(
    PATHS.content.banners,
    { schema: { querystring: bannersQuery } },
    async (request): Promise<Envelope<Banner[]>> => ok(await listBanners(db, request.query.groupName)),
  );

  app.get(PATHS.content.notices, async (request): Promise<Envelope<Notice[]>> =>
    ok(await listNotices(db, await request.language())),
  );

  app.get<{ Querystring: { types?: string } }>(
    PATHS.games.announcements,
    { schema: { querystring: announcementsQuery } },
    async (request): Promise<Envelope<Announcements>> => {
      const types =
        request.query.types === undefined ? ANNOUNCEMENT_TYPES : (request.query.types.split(',') as AnnouncementType[]);
      return ok(await listAnnouncements(db, [...new Set(types)], await request.language()));
    },
  );

  app.get(PATHS.other.helpCenter, async (request): Promise<Envelope<HelpTopic[]>> =>
    ok(await helpTree(db, await request.language())),
  );

  app.get(PATHS.content.vipLevels, async (request): Promise<Envelope<VipLevel[]>> =>
    ok(await listVipLevels(db, await request.language())),
  );

  app.get<{ Querystring: { type: PromotionFilter } }>(
    PATHS.content.promotions,
    { schema: { querystring: promotionsQuery } },
    async (request): Promise<Envelope<Promotion[]>> =>
      ok(await listPromotions(db, request.query.type, clock.now(), await request.language())),
  );
}
