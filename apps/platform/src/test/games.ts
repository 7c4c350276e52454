import type { Envelope, LaunchGameRequest, LaunchResult, LoginResult } from '@tessera/api/contract';
import { DEFAULT_TRANSPORT_KEY, PATHS } from '@tessera/api/contract';
import { encryptText, randomToken } from '@tessera/api/crypto';
import { expect } from 'vitest';
import { slotGames } from '../db/seed/catalogue/slots';
import { sealed } from './identity';
import { call } from './platform';
import type { TestPlatform } from './platform';

/** A refusal or a granted answer of the platform or the demo game. */
export type Answer<T> = Envelope<T> & { code?: string; message?: string };

/** GETs a platform path with an optional token; status and body. */
export const get = <T>(p: TestPlatform, path: string, token?: string) =>
  call<Answer<T>>(p.url, 'GET', path, { headers: token === undefined ? {} : { token } });

/** POSTs JSON to a platform path with an optional token. */
export const postJson = <T>(p: TestPlatform, path: string, json: unknown, token?: string) =>
  call<Answer<T>>(p.url, 'POST', path, { json, headers: token === undefined ? {} : { token } });

/** A new trial (free play) account's token. */
export async function trialToken(p: TestPlatform): Promise<string> {
  const payload = {
    os: 'linux',
    platform: 'W',
    random: encryptText(randomToken(32), DEFAULT_TRANSPORT_KEY),
    gatewayVersion: 3,
  };
  const answer = await call<Answer<LoginResult>>(p.url, 'POST', PATHS.login.freePlay, { json: sealed(payload) });
  expect(answer.body.success).toBe(true);
  return answer.body.value.token;
}

export const launch = (p: TestPlatform, token: string | undefined, body: LaunchGameRequest) =>
  postJson<LaunchResult>(p, PATHS.cardLottery.launchGame, body, token);

/** Launches a game and returns its address and the ticket in the address's fragment. */
export async function launchTicket(
  p: TestPlatform,
  token: string,
  body: LaunchGameRequest,
): Promise<{ url: URL; ticket: string }> {
  const answer = await launch(p, token, body);
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
  const url = new URL(answer.body.value.content);
  const ticket = new URLSearchParams(url.hash.slice(1)).get('ticket');
  if (!ticket) throw new Error('the launch address carries no ticket');
  return { url, ticket };
}

/** Calls the demo game's API; `bearer` is a game session token. */
export async function gameApi<T>(
  p: TestPlatform,
  method: 'GET' | 'POST',
  path: string,
  { json, bearer }: { json?: unknown; bearer?: string } = {},
) {
  return call<Answer<T>>(p.gameUrl, method, path, {
    ...(json === undefined ? {} : { json }),
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

export interface OpenedGame {
  token: string;
  balance: number;
  stakes: number[];
  game: { nodeId: string; gameName: string; minBet: number };
}

/** Launches a game and opens its session with the ticket, as the game page does. */
export async function openGame(p: TestPlatform, token: string, body: LaunchGameRequest): Promise<OpenedGame> {
  const { ticket } = await launchTicket(p, token, body);
  const opened = await gameApi<OpenedGame>(p, 'POST', '/api/session', { json: { ticket } });
  expect(opened.body).toMatchObject({ success: true });
  return opened.body.value;
}

let slots: ReturnType<typeof slotGames> | undefined;

/**
 * The id (a nodeId) of a seeded slot of the provider that takes every stake of the demo slot
 * (minimum bet 0.10 or less): its first such slot, or the nth after it. The seed deals slots to
 * providers in a shuffled order, so tests ask for one rather than naming ids.
 */
export function seededSlot(vassalage: string, nth = 0): string {
  slots ??= slotGames();
  const game = slots.filter((g) => g.vassalage === vassalage && g.min_bet <= 10)[nth];
  if (!game?.id) throw new Error(`No seeded slot ${nth} of ${vassalage}`);
  return String(game.id);
}
