import { IDENTITY_CODES } from '@tessera/api/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { Refusal } from '../http/refusal';
import { isTrial } from './members';
import type { Session } from './sessions';
import { requireSession } from './sessions';

/**
 * The session of a call that belongs to the member centre: a trial account has none (§4, §6), so
 * it is refused with TRIAL_ACCOUNT (401 NOT_LOGGED_IN without a session, as every token call).
 */
export async function requireMemberCentre(db: Db, clock: Clock, request: FastifyRequest): Promise<Session> {
  const session = await requireSession(db, clock, request);
  if (isTrial(session.member))
    throw new Refusal(
      IDENTITY_CODES.trialAccount,
      'A trial account has no member centre: please register a real account',
    );
  return session;
}
