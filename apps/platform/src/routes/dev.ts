import type { Envelope, SystemStatusCode } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open';
import { ok } from '../http/envelope';
import { readSetting, writeSetting } from '../system/settings';

/** Where the development controls live; registered only outside production (or when enabled). */
export const DEV_SYSTEM_STATUS = '/__dev/system-status';

const statusBody = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'integer', enum: [0, 1, 2] } },
} as const;

/** Development controls: read and set the operator's system status (0 normal, 1 maintenance, 2 region-restricted). */
export async function devRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(DEV_SYSTEM_STATUS, async (): Promise<Envelope<{ status: SystemStatusCode }>> =>
    ok({ status: await readSetting(db, 'system.status') }),
  );

  app.post<{ Body: { status: SystemStatusCode } }>(
    DEV_SYSTEM_STATUS,
    { schema: { body: statusBody } },
    async (request): Promise<Envelope<{ status: SystemStatusCode }>> => {
      await writeSetting(db, 'system.status', request.body.status);
      request.log.info({ status: request.body.status }, 'system status changed');
      return ok({ status: request.body.status });
    },
  );
}
