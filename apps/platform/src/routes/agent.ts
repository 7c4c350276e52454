import type {
  AccountRecordKind,
  AgentDownlines,
  AgentDownlineTransactions,
  AgentTeamBetting,
  AgentUserProfit,
  Envelope,
  TeamOverview,
} from '@tessera/api/contract';
import {
  ACCOUNT_RECORD_KINDS,
  AGENT_LIST_CODES,
  AGENT_LIST_PAGE_SIZE,
  AGENT_LIST_PAGE_SIZE_MAX,
  AGENT_TRANSACTION_CODES,
  PATHS,
} from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { agentDownlines, agentTeamBetting, readAccountSearch } from '../agent/lists';
import { dayRange, teamOverview } from '../agent/team';
import { agentDownlineTransactions, agentUserProfit } from '../agent/reports';
import { ok } from '../http/envelope';
import type { QueryPage } from '../http/query';
import { oneOfError, oneOfOrEmpty, pageErrors, pageProperties } from '../http/query';
import type { IdentityContext } from '../identity/context';
import { guardRoutes } from './auth';

/** An agent list's query: a page (20 unless asked, at most 100), the day range and the account search (read by hand). */
export type AgentListQuery = QueryPage & { from?: unknown; to?: unknown; account?: unknown };

/** The page of the agent lists: 400 AGENT_PAGE_INVALID outside its limits. */
export const AGENT_PAGE = {
  schema: {
    querystring: { type: 'object', properties: pageProperties(AGENT_LIST_PAGE_SIZE, AGENT_LIST_PAGE_SIZE_MAX) },
  },
  config: { queryErrors: pageErrors(AGENT_LIST_CODES.pageInvalid, AGENT_LIST_PAGE_SIZE_MAX) },
} as const;

/** `directOnly`: true or 1, false or 0; absent or empty is false. */
const DIRECT_ONLY = ['true', 'false', '1', '0'] as const;

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

  app.get<{ Querystring: AgentListQuery & { directOnly?: string } }>(
    PATHS.agent.downlines,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...AGENT_PAGE.schema.querystring.properties, directOnly: oneOfOrEmpty(DIRECT_ONLY) },
        },
      },
      config: {
        queryErrors: {
          ...AGENT_PAGE.config.queryErrors,
          directOnly: { code: AGENT_LIST_CODES.filterInvalid, message: 'directOnly must be true or false' },
        },
      },
    },
    async (request): Promise<Envelope<AgentDownlines>> => {
      const { member } = request;
      const { pageNo, pageSize } = request.query;
      const page = { pageNo, pageSize };
      const filter = {
        account: readAccountSearch(request.query),
        directOnly: request.query.directOnly === 'true' || request.query.directOnly === '1',
      };
      return ok(await agentDownlines(ctx.db, member.id, page, filter));
    },
  );

  app.get<{ Querystring: AgentListQuery }>(
    PATHS.agent.teamBetting,
    AGENT_PAGE,
    async (request): Promise<Envelope<AgentTeamBetting>> => {
      const { member } = request;
      const range = dayRange(request.query.from, request.query.to);
      const { pageNo, pageSize } = request.query;
      const page = { pageNo, pageSize };
      return ok(await agentTeamBetting(ctx.db, member.id, range, page, readAccountSearch(request.query)));
    },
  );

  app.get<{ Querystring: AgentListQuery }>(
    PATHS.agent.userProfit,
    AGENT_PAGE,
    async (request): Promise<Envelope<AgentUserProfit>> => {
      const { member } = request;
      const range = dayRange(request.query.from, request.query.to);
      const { pageNo, pageSize } = request.query;
      const page = { pageNo, pageSize };
      return ok(await agentUserProfit(ctx.db, member.id, range, page, readAccountSearch(request.query)));
    },
  );

  app.get<{ Querystring: AgentListQuery & { kind?: AccountRecordKind | '' } }>(
    PATHS.agent.downlineTransactions,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...AGENT_PAGE.schema.querystring.properties, kind: oneOfOrEmpty(ACCOUNT_RECORD_KINDS) },
        },
      },
      config: {
        queryErrors: {
          ...AGENT_PAGE.config.queryErrors,
          kind: oneOfError('kind', ACCOUNT_RECORD_KINDS, AGENT_TRANSACTION_CODES.kindUnknown),
        },
      },
    },
    async (request): Promise<Envelope<AgentDownlineTransactions>> => {
      const { member } = request;
      const range = dayRange(request.query.from, request.query.to);
      const { pageNo, pageSize } = request.query;
      const page = { pageNo, pageSize };
      const filter = { account: readAccountSearch(request.query), kind: request.query.kind || undefined };
      return ok(await agentDownlineTransactions(ctx.db, member.id, range, page, filter));
    },
  );
}
