import type {
  ConsolidatedFunds,
  ContractActionResult,
  ContractKind,
  ContractList,
  DownlineTransferHistory,
  DownlineTransferInfo,
  DownlineTransferResult,
  Envelope,
} from '@tessera/api/contract';
import type { EncryptedBody } from '@tessera/api/crypto';
import { CONTRACT_KINDS, DOWNLINE_TRANSFER_CODES, PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { dayRange } from '../agent/team';
import { consolidatedFunds } from '../contracts/consolidated';
import { downlineTransferHistory, downlineTransferInfo, transferToDownline } from '../contracts/downline-transfers';
import { actOnContract, listContracts, readContractRequest, setPlatformContract } from '../contracts/negotiation';
import { runSettlements } from '../contracts/settlement';
import type { SettlementRun } from '../contracts/settlement';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted } from '../http/encrypted';
import type { QueryPage } from '../http/query';
import { pageErrors, pageProperties } from '../http/query';
import { badRequest } from '../http/refusal';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';
import type { AgentListQuery } from './agent';
import { AGENT_PAGE } from './agent';
import { guardRoutes } from './auth';

/** The §7 relay call of each contract kind. */
export const CONTRACT_KIND_PATHS: Readonly<Record<ContractKind, string>> = {
  DIVIDEND: PATHS.home.processDividend,
  DAILY_SALARY: PATHS.home.processDailySalary,
  HOURLY_SALARY: PATHS.home.processHourlySalary,
  REALTIME_SALARY: PATHS.home.processRealTimeSalary,
};

/**
 * Agent contracts (§7 Home): one relay call per kind, whose body names the action (list, offer,
 * accept, reject, ask to terminate, confirm the termination); the consolidated funds; and the
 * transfer to a downline. Agents only (403 NOT_AN_AGENT), the session checked first.
 */
export async function contractRoutes(
  app: FastifyInstance,
  { ctx, transportKey }: { ctx: IdentityContext; transportKey: string },
): Promise<void> {
  guardRoutes(app, 'agent');

  for (const kind of CONTRACT_KINDS) {
    const path = CONTRACT_KIND_PATHS[kind];
    app.post(path, async (request): Promise<Envelope<ContractList | ContractActionResult>> => {
      const { member } = request;
      const body = readContractRequest(request.body);
      if (body.action === 'LIST') return ok(await listContracts(ctx, member, kind));
      return ok(await actOnContract(ctx, member, kind, body));
    });
  }

  app.get<{ Querystring: AgentListQuery }>(
    PATHS.home.consolidatedFunds,
    AGENT_PAGE,
    async (request): Promise<Envelope<ConsolidatedFunds>> => {
      const { member } = request;
      const range = dayRange(request.query.from, request.query.to);
      const { pageNo, pageSize } = request.query;
      const page = { pageNo, pageSize };
      return ok(
        await consolidatedFunds(
          ctx,
          member,
          { from: String(request.query.from), to: String(request.query.to) },
          range,
          page,
        ),
      );
    },
  );

  app.get(PATHS.downline.info, async (request): Promise<Envelope<DownlineTransferInfo>> =>
    ok(await downlineTransferInfo(ctx, request.member)),
  );

  app.post<{ Body: EncryptedBody }>(
    PATHS.downline.transfer,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<DownlineTransferResult>> => {
      return ok(
        await transferToDownline(ctx, callerOf(request), request.member, readEncrypted(request.body, transportKey)),
      );
    },
  );

  // 10 a page unless asked, at most 50.
  app.get<{ Querystring: QueryPage }>(
    PATHS.downline.history,
    {
      schema: { querystring: { type: 'object', properties: pageProperties(10, 50) } },
      config: { queryErrors: pageErrors(DOWNLINE_TRANSFER_CODES.pageInvalid, 50) },
    },
    async (request): Promise<Envelope<DownlineTransferHistory>> =>
      ok(await downlineTransferHistory(ctx.db, request.member.id, request.query)),
  );
}

/** Development controls of contracts: settle now, and set the platform's own contract with a top agent. */
export const DEV_CONTRACT_PATHS = {
  settle: '/__dev/contracts/settle',
  platformContract: '/__dev/contracts/platform',
} as const;

export async function devContractRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  app.post<{ Body: { kind?: ContractKind; includeOpen?: boolean } | undefined }>(
    DEV_CONTRACT_PATHS.settle,
    async (request): Promise<Envelope<SettlementRun>> => {
      const body = request.body ?? {};
      if (body.kind !== undefined && !CONTRACT_KINDS.includes(body.kind))
        throw badRequest(`kind must be one of ${CONTRACT_KINDS.join(', ')}`);
      const run = await runSettlements(ctx.db, ctx.clock, {
        ...(body.kind ? { kind: body.kind } : {}),
        includeOpen: body.includeOpen === true,
      });
      request.log.info(run, 'contract settlements run');
      return ok(run);
    },
  );

  app.post<{ Body: { account?: string; kind?: ContractKind; terms?: unknown } }>(
    DEV_CONTRACT_PATHS.platformContract,
    async (request): Promise<Envelope<{ contractId: number }>> => {
      const { account, kind, terms } = request.body ?? {};
      if (typeof account !== 'string' || !kind || !CONTRACT_KINDS.includes(kind))
        throw badRequest('The body is { account, kind, terms }');
      const member = await ctx.db
        .selectFrom('members')
        .select('id')
        .where('account', '=', account.toLowerCase())
        .executeTakeFirst();
      if (!member) throw badRequest('No such account');
      const row = await setPlatformContract(ctx.db, ctx.clock, member.id, kind, terms);
      return ok({ contractId: row.id });
    },
  );
}
