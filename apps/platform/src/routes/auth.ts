import { AGENT_TYPES, HEADER_TOKEN, IDENTITY_CODES } from '@tessera/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notAnAgent } from '../agent/team';
import type { MemberRow } from '../db/schema';
import type { OperatorRow } from '../db/schema-operator';
import { Refusal } from '../http/refusal';
import type { IdentityContext } from '../identity/context';
import { isTrial } from '../identity/members';
import type { Session } from '../identity/sessions';
import { requireSession } from '../identity/sessions';
import { requireOperator } from '../operator/sessions';

/**
 * Who may call a route, declared on the route (`config: { auth }`) or for every route of a
 * plugin (`guardRoutes`), and checked once before the route's query and body are validated, so a
 * visitor learns nothing from a 400:
 * - `public`: anyone (no check);
 * - `visitor`: anyone, but a token that is sent must be live (401), so a stale session is noticed
 *   rather than quietly served as a visitor; `request.memberSession` is null for a visitor;
 * - `member`: a live session (401 NOT_LOGGED_IN);
 * - `memberCentre`: a live session of a real account (a trial account is refused TRIAL_ACCOUNT);
 * - `agent`: a live session of an agent (§4 types 1, 2, 41, 42; 403 NOT_AN_AGENT otherwise);
 * - `operator`: an operator's bearer token (401 NOT_LOGGED_IN; a member's token never is one).
 */
export type Guard = 'public' | 'visitor' | 'member' | 'memberCentre' | 'agent' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: Guard;
  }
  interface FastifyRequest {
    /** The session the route's guard found (null on public routes and for visitors). */
    memberSession: Session | null;
    /** The session of a route guarded `member`, `memberCentre` or `agent`. */
    readonly session: Session;
    /** The signed-in member of a route guarded `member`, `memberCentre` or `agent`. */
    readonly member: MemberRow;
    /** The operator of a route guarded `operator` (null elsewhere). */
    operatorSession: OperatorRow | null;
    /** The signed-in operator of a route guarded `operator`. */
    readonly operator: OperatorRow;
  }
}

async function check(ctx: IdentityContext, guard: Guard, request: FastifyRequest): Promise<void> {
  switch (guard) {
    case 'public':
      return;
    case 'visitor':
      if (request.headers[HEADER_TOKEN] !== undefined)
        request.memberSession = await requireSession(ctx.db, ctx.clock, request);
      return;
    case 'operator':
      request.operatorSession = await requireOperator(ctx.db, ctx.clock, request);
      return;
    default: {
      const session = await requireSession(ctx.db, ctx.clock, request);
      if (guard === 'memberCentre' && isTrial(session.member))
        throw new Refusal(
          IDENTITY_CODES.trialAccount,
          'A trial account has no member centre: please register a real account',
        );
      if (guard === 'agent' && !AGENT_TYPES.includes(session.member.type)) throw notAnAgent();
      request.memberSession = session;
    }
  }
}

/** Decorates requests with their member and operator and checks each route's guard. */
export function installAuth(app: FastifyInstance, ctx: IdentityContext): void {
  app.decorateRequest('memberSession', null);
  app.decorateRequest('session', {
    getter(this: FastifyRequest): Session {
      if (!this.memberSession) throw new Error(`${this.routeOptions.url ?? 'this route'} has no member guard`);
      return this.memberSession;
    },
  });
  app.decorateRequest('member', {
    getter(this: FastifyRequest): MemberRow {
      return this.session.member;
    },
  });
  app.decorateRequest('operatorSession', null);
  app.decorateRequest('operator', {
    getter(this: FastifyRequest): OperatorRow {
      if (!this.operatorSession) throw new Error(`${this.routeOptions.url ?? 'this route'} has no operator guard`);
      return this.operatorSession;
    },
  });
  app.addHook('preValidation', async (request) => {
    const guard = request.routeOptions.config.auth;
    if (guard) await check(ctx, guard, request);
  });
}

/** Guards every route the plugin declares after this call that does not declare its own guard. */
export function guardRoutes(app: FastifyInstance, guard: Guard): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: route.config?.auth ?? guard };
  });
}

/** A route's options declaring its guard. */
export const guarded = (auth: Guard) => ({ config: { auth } }) as const;
