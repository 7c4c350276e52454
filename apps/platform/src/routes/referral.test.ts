import type { PersonalProfit, ReferralFriends, ReferralInfo } from '@tessera/api/contract';
import { IDENTITY_CODES, PATHS, RECORDS_CODES, REFERRAL_CODE_PATTERN, REFERRAL_CODES } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REFERRAL_CODE } from '../db/seed/referrals';
import { manualClock } from '../test/clock';
import { get } from '../test/games';
import { register, registration, tokenFor } from '../test/identity';
import { startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const at = (text: string) => Date.parse(text);
const clock = manualClock(at('2024-07-03T12:00:00.000Z'));
const query = (params: Record<string, string | number>) =>
  '?' + new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe('personal profit and loss, and invite friends', () => {
  let p: TestPlatform;
  let token: string;
  let memberId: number;
  let slotId: number;
  let fishId: number;
  let keys = 0;

  const bet = (member: number, gameId: number, stake: number, win: number, when: string) =>
    p.db
      .insertInto('bets')
      .values({
        member_id: member,
        game_id: gameId,
        idempotency_key: `profit-${++keys}`,
        stake,
        win,
        outcome: '[]',
        balance_after: 0,
        created_at: when,
      })
      .execute();
  const profit = (params: Record<string, string>, as = token) =>
    get<PersonalProfit>(p, PATHS.referral.personalProfit + query(params), as);
  const info = (as: string) => get<ReferralInfo>(p, PATHS.referral.referralInfo, as);
  const friends = (as: string, params: Record<string, string | number> = {}) =>
    get<ReferralFriends>(p, PATHS.referral.referralFriends + query(params), as);

  beforeAll(async () => {
    p = await startPlatform({ clock });
    const fresh = await register(p, registration('profit01'));
    expect(fresh.body.success).toBe(true);
    token = fresh.body.value.token;
    memberId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'profit01').executeTakeFirstOrThrow()
    ).id;
    const game = async (type: string) =>
      (
        await p.db
          .selectFrom('games')
          .select('id')
          .where('game_type', '=', type)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    slotId = await game('RNG');
    fishId = await game('FISH');
    const otherId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'demo_agent').executeTakeFirstOrThrow()
    ).id;
    await bet(memberId, slotId, 100, 0, '2024-06-30T23:59:59.999Z'); // the day before the range
    await bet(memberId, slotId, 1_000, 2_550, '2024-07-01T00:00:00.000Z');
    await bet(memberId, slotId, 500, 500, '2024-07-01T10:30:00.000Z'); // paid back exactly: not a valid bet
    await bet(memberId, fishId, 2_000, 0, '2024-07-01T23:59:59.999Z');
    await bet(memberId, slotId, 300, 100, '2024-07-02T23:59:59.999Z');
    await bet(memberId, slotId, 700, 0, '2024-07-03T00:00:00.000Z'); // the day after the range
    await bet(otherId, slotId, 9_000, 0, '2024-07-01T12:00:00.000Z'); // someone else's
  });
  afterAll(() => p.dispose());

  describe('personal profit', () => {
    it('sums the member’s own bets of the range per day, newest first, in integers, with the totals', async () => {
      const answer = await profit({ from: '2024-07-01', to: '2024-07-02' });
      expect(answer.status).toBe(200);
      expect(answer.body.value).toEqual({
        from: '2024-07-01',
        to: '2024-07-02',
        summary: { betCount: 4, stake: 3_800, validBet: 3_300, payout: 3_150, profit: -650 },
        days: [
          { day: '2024-07-02', betCount: 1, stake: 300, validBet: 300, payout: 100, profit: -200 },
          { day: '2024-07-01', betCount: 3, stake: 3_500, validBet: 3_000, payout: 3_050, profit: -450 },
        ],
      });
    });

    it('keeps to one game type when asked, and answers zeros for a range without bets', async () => {
      const fish = (await profit({ from: '2024-07-01', to: '2024-07-02', gameType: 'FISH' })).body.value;
      expect(fish.summary).toEqual({ betCount: 1, stake: 2_000, validBet: 2_000, payout: 0, profit: -2_000 });
      expect(fish.days.map((d) => d.day)).toEqual(['2024-07-01']);
      const empty = (await profit({ from: '2024-06-01', to: '2024-06-02' })).body.value;
      expect(empty).toEqual({
        from: '2024-06-01',
        to: '2024-06-02',
        summary: { betCount: 0, stake: 0, validBet: 0, payout: 0, profit: 0 },
        days: [],
      });
    });

    it('refuses a visitor first, then ranges the records refuse', async () => {
      const visitor = await get(p, PATHS.referral.personalProfit + query({ from: 'nonsense', to: '2024-07-02' }));
      expect(visitor.status).toBe(401);
      expect(visitor.body.code).toBe('NOT_LOGGED_IN');
      for (const [params, code] of [
        [{ from: '2024-02-30', to: '2024-07-02' }, RECORDS_CODES.dateInvalid],
        [{ from: '2024-07-02', to: '2024-07-01' }, RECORDS_CODES.rangeReversed],
        [{ from: '2024-05-01', to: '2024-07-01' }, RECORDS_CODES.rangeTooLong],
        [{ from: '2024-07-01', to: '2024-07-02', gameType: 'DICE' }, RECORDS_CODES.gameTypeUnknown],
      ] as const) {
        const answer = await profit(params);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code });
      }
    });
  });

  describe('invite friends', () => {
    it('gives each member one code, made once and kept', async () => {
      const first = await info(token);
      expect(first.status).toBe(200);
      expect(first.body.value.referralCode).toMatch(REFERRAL_CODE_PATTERN);
      expect(first.body.value.friendCount).toBe(0);
      expect((await info(token)).body.value.referralCode).toBe(first.body.value.referralCode);
      const demo = await tokenFor(p, 'demo_member', 'Demo1234');
      expect((await info(demo)).body.value).toEqual({ referralCode: DEMO_REFERRAL_CODE, friendCount: 2 });
      expect(
        await p.db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).execute(),
      ).toHaveLength(1);
    });

    it('records who registered with the code (any letter case), lists them masked, newest first, a page at a time', async () => {
      const code = (await info(token)).body.value.referralCode;
      clock.advance(60_000);
      expect((await register(p, registration('friendone1', { referralCode: code.toLowerCase() }))).body.success).toBe(
        true,
      );
      clock.advance(60_000);
      const second = await register(p, registration('friendtwo22', { referralCode: ` ${code} ` }));
      expect(second.body.success).toBe(true);
      // A referral code makes no agent upline.
      expect(
        (
          await p.db
            .selectFrom('members')
            .select('upline_id')
            .where('account', '=', 'friendtwo22')
            .executeTakeFirstOrThrow()
        ).upline_id,
      ).toBeNull();

      const all = (await friends(token)).body.value;
      expect(all).toEqual({
        content: [
          { account: 'fr*******22', registeredAt: new Date(clock.now()).toISOString() },
          { account: 'fr******e1', registeredAt: new Date(clock.now() - 60_000).toISOString() },
        ],
        totalPages: 1,
        totalElements: 2,
      });
      expect((await info(token)).body.value.friendCount).toBe(2);
      const page2 = (await friends(token, { pageNo: 2, pageSize: 1 })).body.value;
      expect(page2).toEqual({ content: [all.content[1]], totalPages: 2, totalElements: 2 });
      // The friends see none of it as theirs.
      expect((await friends(second.body.value.token)).body.value).toEqual({
        content: [],
        totalPages: 0,
        totalElements: 0,
      });
    });

    it('refuses a registration with an unknown code and keeps an agent’s invitation code working', async () => {
      const unknown = await register(p, registration('friendbad1', { referralCode: 'RZZZZZZZ' }));
      expect(unknown.body).toMatchObject({ success: false, code: IDENTITY_CODES.invalidInvitationCode });
      expect(
        await p.db.selectFrom('members').select('id').where('account', '=', 'friendbad1').executeTakeFirst(),
      ).toBeUndefined();
      const agentCode = (
        await p.db
          .selectFrom('members')
          .select('invitation_code')
          .where('account', '=', 'demo_agent')
          .executeTakeFirstOrThrow()
      ).invitation_code!;
      expect((await register(p, registration('agentfriend1', { referralCode: agentCode }))).body.success).toBe(true);
    });

    it('refuses bad pages and visitors', async () => {
      expect((await get(p, PATHS.referral.referralInfo)).status).toBe(401);
      expect((await get(p, PATHS.referral.referralFriends)).status).toBe(401);
      for (const params of [{ pageNo: 0 }, { pageNo: 'x' }, { pageSize: 51 }] as Record<string, string | number>[]) {
        const answer = await friends(token, params);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe(REFERRAL_CODES.pageInvalid);
      }
    });

    it('serves the invite link’s QR code for a known code only', async () => {
      const code = (await info(token)).body.value.referralCode;
      const svg = await fetch(`${p.url}/static/qr/referral/${code}.svg`);
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toContain('image/svg+xml');
      expect(await svg.text()).toContain('<svg');
      expect((await fetch(`${p.url}/static/qr/referral/RZZZZZZZ.svg`)).status).toBe(404);
    });
  });
});
