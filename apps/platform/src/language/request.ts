import {
  FALLBACK_LANGUAGE,
  HEADER_LANGUAGE,
  HEADER_TOKEN,
  LANGUAGE_CODE_PATTERN,
  LANGUAGE_QUERY_PARAMETER,
} from '@tessera/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { isToken, tokenHash } from '../identity/secrets';
import { refusalMessage } from './refusals';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's display language (`VI`, `EN`…), found once and kept: the signed-in member's
     * stored language, else the `language` query parameter, else the language header, else EN.
     */
    language: () => Promise<string>;
  }
}

const CODE = new RegExp(LANGUAGE_CODE_PATTERN);

/**
 * A display-language code from what a client sent: `vi`, ` VI `, `vi-VN` and `vi_VN` all read `VI`.
 * Anything else (empty, too long, not letters) is undefined, so the next source is asked.
 */
export function readLanguageCode(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof value !== 'string') return undefined;
  const code = (value.trim().split(/[-_]/)[0] ?? '').toUpperCase();
  return CODE.test(code) ? code : undefined;
}

/** The `language` query parameter of the request's address (read from the address itself, whatever a route's query schema keeps). */
function queryLanguage(request: FastifyRequest): string | undefined {
  const search = request.url.indexOf('?');
  if (search < 0) return undefined;
  return readLanguageCode(new URLSearchParams(request.url.slice(search + 1)).get(LANGUAGE_QUERY_PARAMETER));
}

/** The language the request names itself: the query parameter, else the header, else EN. */
export function namedLanguage(request: FastifyRequest): string {
  return queryLanguage(request) ?? readLanguageCode(request.headers[HEADER_LANGUAGE]) ?? FALLBACK_LANGUAGE;
}

/**
 * The stored language of the member whose live session the request's token opens. Read only: a
 * public route looking up a language neither extends the session nor refuses a stale token.
 */
async function storedLanguage(db: Db, clock: Clock, request: FastifyRequest): Promise<string | undefined> {
  const session = request.memberSession;
  if (session) return readLanguageCode(session.member.language);
  const token = request.headers[HEADER_TOKEN];
  if (!isToken(token)) return undefined;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select('members.language')
    .where('sessions.token_hash', '=', tokenHash(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', iso(clock.now()))
    .executeTakeFirst();
  return readLanguageCode(row?.language);
}

/** An answer that refuses: `{ success: false, code, message }` (a business refusal or an HTTP error's body). */
function isRefusalBody(payload: unknown): payload is { success: false; code: string; message: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  const body = payload as Record<string, unknown>;
  return body.success === false && typeof body.code === 'string' && typeof body.message === 'string';
}

/**
 * Decorates every request with {@link FastifyRequest.language}, and sends every refusal's message in
 * it where the refusal catalogue has a translation (`refusals.ts`), however the refusal was made.
 */
export function installLanguage(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    if (!isRefusalBody(payload)) return payload;
    const message = refusalMessage(payload.code, payload.message, await request.language());
    return message === payload.message ? payload : { ...payload, message };
  });
  const found = new WeakMap<FastifyRequest, Promise<string>>();
  app.decorateRequest('language', function language(this: FastifyRequest): Promise<string> {
    let answer = found.get(this);
    if (!answer) {
      answer = storedLanguage(db, clock, this).then(
        (stored) => stored ?? namedLanguage(this),
        // The database not answering must not turn a refusal into a failure: the request's own language then.
        () => namedLanguage(this),
      );
      found.set(this, answer);
    }
    return answer;
  });
}

/** The language of a request, or the one it names when the app has no {@link installLanguage} (the demo game). */
export const languageOf = (request: FastifyRequest): Promise<string> =>
  typeof request.language === 'function' ? request.language() : Promise.resolve(namedLanguage(request));
