import type { Balance } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, gameApi, launchTicket, openGame, seededSlot } from '../test/games';
import { tokenFor } from '../test/identity';
import { manualClock } from '../test/clock';
import { startPlatform, TEST_GAME_SEED } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { HOUSE_ACCOUNTS, ledgerBalance, transfer, walletAccount, walletBalance } from '../wallet/ledger';
import { drawReels, multiplierOf } from './slot';
import type { SymbolId } from './slot';

interface Spun {
  betId: number;
  reels: SymbolId[];
  stake: number;
  win: number;
  balance: number;
  replayed: boolean;
}

const clock = manualClock(Date.parse('2024-07-01T08:00:00.000Z'));

/** Seeded slots that take every stake. */
const [PG_SLOT, PG_OTHER, JILI_SLOT] = [seededSlot('PG'), seededSlot('PG', 1), seededSlot('JILI')];

describe('the demo game', () => {
  let p: TestPlatform;
  let member: string;
  let memberId: number;
  beforeAll(async () => {
    p = await startPlatform({ clock });
    member = await tokenFor(p, 'demo_member', 'Demo1234');
    memberId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'demo_member').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => p.dispose());

  const spin = (bearer: string | undefined, stake: number, idempotencyKey: string) =>
    gameApi<Spun>(p, 'POST', '/api/spin', { json: { stake, idempotencyKey }, ...(bearer ? { bearer } : {}) });
  const betsOf = (id: number) =>
    p.db.selectFrom('bets').selectAll().where('member_id', '=', id).orderBy('id').execute();
  /** A member holding exactly `balance` in MAIN, with a live site session. */
  const funded = async (account: string, balance: number) => {
    const id = (await p.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow())
      .id;
    const held = await walletBalance(p.db, id);
    if (held !== balance)
      await transfer(p.db, clock, {
        memberId: id,
        amount: balance - held,
        counterAccount: HOUSE_ACCOUNTS.opening,
        kind: 'ADJUSTMENT',
        idempotencyKey: `set-${account}-${balance}`,
      });
    return { id, token: await tokenFor(p, account, 'Demo1234') };
  };
  /** Every wallet is the sum of its entries and every transfer sums to zero. */
  const expectLedgerBalanced = async () => {
    for (const w of await p.db.selectFrom('wallets').selectAll().execute()) {
      expect(await ledgerBalance(p.db, walletAccount(w.member_id, w.wallet_code))).toBe(w.balance);
    }
    const odd = await p.db
      .selectFrom('ledger_entries')
      .select('transfer_id')
      .groupBy('transfer_id')
      .having((eb) => eb(eb.fn.sum('amount'), '!=', 0))
      .execute();
    expect(odd).toEqual([]);
  };

  describe('launch ticket', () => {
    it('opens one game session, once; the same ticket again is refused', async () => {
      const { ticket } = await launchTicket(p, member, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_OTHER });
      const opened = await gameApi<{ token: string; balance: number; game: { nodeId: string } }>(
        p,
        'POST',
        '/api/session',
        { json: { ticket } },
      );
      expect(opened.status).toBe(200);
      expect(opened.body.value.game.nodeId).toBe(PG_OTHER);
      expect(opened.body.value.balance).toBe(await walletBalance(p.db, memberId));
      expect(opened.body.value.token).toMatch(/^[0-9a-f]{64}$/);
      expect(opened.body.value.token).not.toBe(member);
      const again = await gameApi(p, 'POST', '/api/session', { json: { ticket } });
      expect([again.status, again.body.code]).toEqual([401, 'TICKET_INVALID']);
    });

    it('gives one session to two pages racing with the same ticket', async () => {
      const { ticket } = await launchTicket(p, member, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_SLOT });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => gameApi(p, 'POST', '/api/session', { json: { ticket } })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    });

    it('expires 2 minutes after the launch', async () => {
      const { ticket } = await launchTicket(p, member, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_SLOT });
      clock.advance(2 * 60_000);
      expect((await gameApi(p, 'POST', '/api/session', { json: { ticket } })).body.code).toBe('TICKET_INVALID');
    });

    it('is the only way in: no ticket, a made-up one, or the member’s site token are refused', async () => {
      for (const ticket of ['', 'nope', 'f'.repeat(64), member]) {
        expect((await gameApi(p, 'POST', '/api/session', { json: { ticket } })).status, ticket).toBe(401);
      }
      for (const bearer of [undefined, 'f'.repeat(64), member]) {
        const answer = await spin(bearer, 100, 'key-without-session');
        expect([answer.status, answer.body.code]).toEqual([401, 'GAME_SESSION_INVALID']);
      }
      expect(
        await p.db.selectFrom('bets').select('id').where('idempotency_key', '=', 'key-without-session').execute(),
      ).toEqual([]);
    });
    it('ends when the member signs out of the site: the open game and unused tickets stop working', async () => {
      const { id, token } = await funded('demo_agent', 10_000);
      const open = await launchTicket(p, token, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_SLOT });
      const unused = await launchTicket(p, token, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_SLOT });
      const session = await gameApi<{ token: string }>(p, 'POST', '/api/session', { json: { ticket: open.ticket } });
      expect((await spin(session.body.value.token, 100, 'before-logout')).status).toBe(200);
      const out = await fetch(`${p.url}${PATHS.other.logout}`, { method: 'DELETE', headers: { token } });
      expect(out.status).toBe(200);
      const after = await spin(session.body.value.token, 100, 'after-logout');
      expect([after.status, after.body.code]).toEqual([401, 'GAME_SESSION_INVALID']);
      expect((await gameApi(p, 'POST', '/api/session', { json: { ticket: unused.ticket } })).body.code).toBe(
        'TICKET_INVALID',
      );
      expect(await betsOf(id)).toHaveLength(1);
    });
  });

  describe('a spin', () => {
    it('takes the stake and pays the win of the published paytable, through the ledger, and records the bet', async () => {
      const session = await openGame(p, member, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_OTHER });
      const before = await walletBalance(p.db, memberId);
      const site = async () => (await get<Balance>(p, PATHS.other.balance, member)).body.value.sumBalance;
      const siteBefore = await site();
      const key = 'spin-0001-aaaa';
      const reels = drawReels(TEST_GAME_SEED, memberId, key);
      const win = 100 * multiplierOf(reels);
      const answer = await spin(session.token, 100, key);
      expect(answer.body).toMatchObject({
        success: true,
        value: { reels, stake: 100, win, balance: before - 100 + win, replayed: false },
      });
      expect(await walletBalance(p.db, memberId)).toBe(before - 100 + win);
      expect(await site()).toBe(siteBefore - 100 + win);
      const [bet] = (await betsOf(memberId)).filter((b) => b.idempotency_key === key);
      expect(bet).toMatchObject({
        game_id: Number(PG_OTHER),
        stake: 100,
        win,
        balance_after: before - 100 + win,
        created_at: new Date(clock.now()).toISOString(),
      });
      const transfers = await p.db
        .selectFrom('ledger_transfers')
        .select(['kind', 'amount'])
        .where('account', '=', walletAccount(memberId))
        .where('idempotency_key', 'like', `${key}:%`)
        .execute();
      expect(transfers).toEqual(
        win > 0
          ? [
              { kind: 'BET', amount: -100 },
              { kind: 'WIN', amount: win },
            ]
          : [{ kind: 'BET', amount: -100 }],
      );
      const recent = await p.db
        .selectFrom('recent_games')
        .select('game_id')
        .where('member_id', '=', memberId)
        .orderBy('played_at', 'desc')
        .executeTakeFirst();
      expect(recent?.game_id).toBe(Number(PG_OTHER));
      await expectLedgerBalanced();
    });

    it('settles a key once: the same spin again, even ten at once, answers the first result and moves nothing', async () => {
      const session = await openGame(p, member, { gameType: 'RNG', vassalage: 'JILI', nodeId: JILI_SLOT });
      const first = (await spin(session.token, 50, 'spin-once-0001')).body.value;
      const after = await walletBalance(p.db, memberId);
      const again = await Promise.all(Array.from({ length: 10 }, () => spin(session.token, 50, 'spin-once-0001')));
      for (const a of again) expect(a.body.value).toEqual({ ...first, replayed: true });
      expect(await walletBalance(p.db, memberId)).toBe(after);
      expect((await betsOf(memberId)).filter((b) => b.idempotency_key === 'spin-once-0001')).toHaveLength(1);
      const conflict = await spin(session.token, 100, 'spin-once-0001');
      expect(conflict.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_CONFLICT' });
      expect(await walletBalance(p.db, memberId)).toBe(after);
      await expectLedgerBalanced();
    });

    it('refuses a stake larger than the balance, moving and recording nothing', async () => {
      const { id, token } = await funded('demo_first', 150);
      const session = await openGame(p, token, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_SLOT });
      expect(session.balance).toBe(150);
      const answer = await spin(session.token, 200, 'too-big-000001');
      expect(answer.body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE', value: { balance: 150 } });
      expect(await walletBalance(p.db, id)).toBe(150);
      expect(await betsOf(id)).toEqual([]);
      expect(
        await p.db
          .selectFrom('ledger_transfers')
          .select('id')
          .where('idempotency_key', 'like', 'too-big-000001%')
          .execute(),
      ).toEqual([]);
      expect((await spin(session.token, 100, 'fits-00000001')).body.success).toBe(true);
    });

    it('offers only stakes at or above the game’s minimum bet, and no spins in a lottery lobby', async () => {
      const high = await p.db
        .selectFrom('games')
        .select(['id', 'vassalage'])
        .where('game_type', '=', 'RNG')
        .where('min_bet', '=', 75)
        .where('provider_id', 'in', p.db.selectFrom('game_providers').select('id').where('maintenance', '=', 0))
        .executeTakeFirstOrThrow();
      const session = await openGame(p, member, {
        gameType: 'RNG',
        vassalage: high.vassalage,
        nodeId: String(high.id),
      });
      expect(session.stakes).toEqual([100, 200, 500]);
      for (const stake of [50, 30, 1_000]) {
        expect((await spin(session.token, stake, `stake-${stake}-0001`)).body.code).toBe('STAKE_NOT_ALLOWED');
      }
      const lobby = await openGame(p, member, { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' });
      expect((await spin(lobby.token, 100, 'lottery-spin-01')).body.code).toBe('NOT_A_SLOT');
      for (const key of ['short', 'has spaces in it', 'k'.repeat(65)])
        expect((await spin(session.token, 100, key)).status).toBe(400);
    });

    it('keeps the balance exact and never negative under parallel spins with repeated and distinct keys', async () => {
      const { id, token } = await funded('demo_expired', 1_000);
      const session = await openGame(p, token, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_OTHER });
      const keys = Array.from({ length: 40 }, (_, i) => `parallel-${String(i).padStart(4, '0')}`);
      const answers = await Promise.all([...keys, ...keys].map((key) => spin(session.token, 100, key)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const bets = await betsOf(id);
      const settled = answers.filter((a) => a.body.success && !a.body.value.replayed);
      expect(settled).toHaveLength(bets.length);
      expect(bets.length).toBeGreaterThanOrEqual(10);
      expect(answers.every((a) => !a.body.success || a.body.value.balance >= 0)).toBe(true);
      expect(answers.filter((a) => !a.body.success).every((a) => a.body.code === 'INSUFFICIENT_BALANCE')).toBe(true);
      expect(await walletBalance(p.db, id)).toBe(1_000 + bets.reduce((sum, b) => sum + b.win - b.stake, 0));
      for (const b of bets)
        expect(b.win).toBe(b.stake * multiplierOf(drawReels(TEST_GAME_SEED, id, b.idempotency_key)));
      await expectLedgerBalanced();
    });

    it('ends with its session, 30 minutes after its last use', async () => {
      const session = await openGame(p, member, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_SLOT });
      clock.advance(29 * 60_000);
      expect((await gameApi(p, 'GET', '/api/state', { bearer: session.token })).status).toBe(200);
      clock.advance(29 * 60_000);
      expect((await gameApi(p, 'GET', '/api/state', { bearer: session.token })).status).toBe(200);
      clock.advance(30 * 60_000 + 1);
      expect((await spin(session.token, 100, 'after-expiry-01')).body.code).toBe('GAME_SESSION_INVALID');
    });
  });

  describe('pages', () => {
    it('serve the slot and the lottery lobby with a strict policy: own scripts only, framed by the site only', async () => {
      for (const path of ['/play', '/lottery']) {
        const res = await fetch(p.gameUrl + path);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("default-src 'none'");
        expect(csp).toMatch(/frame-ancestors http:\/\/site\.test( |$)/);
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        const html = await res.text();
        expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
        expect(html).not.toMatch(/\son[a-z]+=/);
      }
      const js = await fetch(`${p.gameUrl}/assets/slot.js`);
      expect([js.status, js.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
      expect((await fetch(`${p.gameUrl}/assets/nope.js`)).status).toBe(404);
    });

    it('answer a sandboxed page (opaque origin) across origins: the API is bearer-only, with no cookies', async () => {
      const preflight = await fetch(`${p.gameUrl}/api/spin`, {
        method: 'OPTIONS',
        headers: {
          origin: 'null',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const state = await fetch(`${p.gameUrl}/api/state`, { headers: { origin: 'null' } });
      expect(state.headers.get('access-control-allow-origin')).toBe('*');
      expect(state.headers.get('set-cookie')).toBeNull();
    });
  });
});
