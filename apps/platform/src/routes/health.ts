import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open';

/** Liveness and database reachability, for load balancers and start-up scripts. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', db: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'database health check failed');
      return reply.code(503).send({ status: 'error', db: 'error' });
    }
  });
}
