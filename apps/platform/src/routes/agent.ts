import type {
  AgentDownlines,
  AgentDownlineTransactions,
  AgentTeamBetting,
  AgentUserProfit,
  Envelope,
  TeamOverview,
} from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { agentDownlines, agentTeamBetting, readAccountSearch, readAgentPage, readDirectOnly } from '../agent/lists';
import { dayRange, teamOverview } from '../agent/team';
import { agentDownlineTransactions, agentUserProfit, readTransactionKind } from '../agent/reports';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { guardRoutes } from './auth';

/** The agent centre: its calls answer agents only (§4 types 1, 2, 41, 42); others get 403 NOT_AN_AGENT. */
export async function agentRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'agent');
  app.get<{ Querystring: Record<string, unknown> }>(
    PATHS.agent.teamOverview,
    async (request): Promise<Envelope<TeamOverview>> => {
      const { member } = request;
      const range = dayRange(request.query.from, request.query.to);
      return ok(await teamOverview(ctx.db, member.id, range));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    PATHS.agent.downlines,
    async (request): Promise<Envelope<AgentDownlines>> => {
      const { member } = request;
      const page = readAgentPage(request.query);
      const filter = { account: readAccountSearch(request.query), directOnly: readDirectOnly(request.query) };
      return ok(await agentDownlines(ctx.db, member.id, page, filter));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    PATHS.agent.teamBetting,
    async (request): Promise<Envelope<AgentTeamBetting>> => {
      const { member } = request;
      const range = dayRange(request.query.from, request.query.to);
      const page = readAgentPage(request.query);
      return ok(await agentTeamBetting(ctx.db, member.id, range, page, readAccountSearch(request.query)));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    PATHS.agent.userProfit,
    async (request): Promise<Envelope<AgentUserProfit>> => {
      const { member } = request;
      const range = dayRange(request.query.from, request.query.to);
      const page = readAgentPage(request.query);
      return ok(await agentUserProfit(ctx.db, member.id, range, page, readAccountSearch(request.query)));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    PATHS.agent.downlineTransactions,
    async (request): Promise<Envelope<AgentDownlineTransactions>> => {
      const { member } = request;
      const range = dayRange(request.query.from, request.query.to);
      const page = readAgentPage(request.query);
      const filter = { account: readAccountSearch(request.query), kind: readTransactionKind(request.query) };
      return ok(await agentDownlineTransactions(ctx.db, member.id, range, page, filter));
    },
  );
}
