import type { DomainRoute, Envelope, RegisterSettings, SettingNode, SystemStatus } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { ok } from '../http/envelope';
import { callerLocation } from '../http/location';
import { listCountries, listDomains, listResources } from '../system/catalogue';
import { registerRules } from '../system/register-rules';
import { readSetting } from '../system/settings';
import { buildSystemStatus } from '../system/status';

export interface SystemRoutesOptions {
  db: Db;
  trustProxy: boolean;
}

const statusQuery = {
  type: 'object',
  properties: { url: { type: 'string', maxLength: 2048 } },
} as const;

/** The start-up calls: system status ("permission"), white-label tree, register settings, domain routes. */
export async function systemRoutes(app: FastifyInstance, { db, trustProxy }: SystemRoutesOptions): Promise<void> {
  app.get<{ Querystring: { url?: string } }>(
    PATHS.login.systemStatus,
    { schema: { querystring: statusQuery } },
    async (request) => {
      const answer: Envelope<SystemStatus> = ok(await buildSystemStatus(db, callerLocation(request, trustProxy)));
      return answer;
    },
  );

  app.get(PATHS.login.whitelabel, async (): Promise<Envelope<SettingNode[]>> =>
    ok(await readSetting(db, 'whitelabel.tree')),
  );

  app.get(PATHS.login.registerSettings, async (): Promise<Envelope<RegisterSettings>> => {
    const [usernameRules, mobileRules, countries, minimumAge, termsUrl] = await Promise.all([
      registerRules(db, 'USERNAME'),
      registerRules(db, 'MOBILE'),
      listCountries(db),
      readSetting(db, 'register.minimumAge'),
      readSetting(db, 'register.termsUrl'),
    ]);
    return ok({ usernameRules, mobileRules, countries, minimumAge, termsUrl });
  });

  app.get(PATHS.other.domainRoute, async (): Promise<Envelope<DomainRoute>> => {
    const [domainList, resources] = await Promise.all([listDomains(db), listResources(db)]);
    return ok({ domainList, resources });
  });
}
