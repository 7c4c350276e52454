import { MEMBER_TYPES, PLATFORM_DAY_UTC_OFFSET_MINUTES } from '@tessera/api/contract';
import { iso } from '../clock';
import type { Clock } from '../clock';
import { hashPassword } from '../identity/passwords';
import { HOUSE_ACCOUNTS, transfer } from '../wallet/ledger';
import type { TestPlatform } from './platform';

/** The moment `hh:mm:ss.mmm` of a platform day, as the database keeps it. */
export const platformMoment = (day: string, time: string): string =>
  iso(Date.parse(`${day}T${time}Z`) - PLATFORM_DAY_UTC_OFFSET_MINUTES * 60_000);

/** A clock standing still at `moment`, for money moved at a chosen time. */
export const clockAt = (moment: string): Clock => ({ now: () => Date.parse(moment), sleep: async () => undefined });

/**
 * Builds an agent's team on a test platform, by account name: members under an upline, their
 * deposits and withdrawals, and settled bets, each at a chosen moment, through the real ledger.
 * `platform` is read at each call, so the builder can be made before the platform starts.
 */
export function teamBuilder(platform: () => TestPlatform) {
  const ids = new Map<string, number>();
  let password: Promise<string> | undefined;
  let gameId: Promise<number> | undefined;
  const idOf = (account: string) => {
    const id = ids.get(account);
    if (id === undefined) throw new Error(`no member ${account} was added to the team`);
    return id;
  };

  /** Adds a member under `upline` (an account added here or a seeded one), registered at `joined`. */
  async function member(
    account: string,
    upline: string | null,
    type: number = MEMBER_TYPES.member,
    joined = '2024-01-01T00:00:00.000Z',
  ): Promise<number> {
    const { db } = platform();
    const uplineId =
      upline === null
        ? null
        : (ids.get(upline) ??
          (await db.selectFrom('members').select('id').where('account', '=', upline).executeTakeFirstOrThrow()).id);
    password ??= hashPassword('Demo1234');
    const row = await db
      .insertInto('members')
      .values({
        account,
        nickname: account,
        mobile_num: null,
        dialing_code: null,
        email: null,
        password_hash: await password,
        type,
        club_label: 'VIP0',
        club_rank: 0,
        member_labels: '[]',
        invitation_code: null,
        upline_id: uplineId,
        first_time_login: 0,
        password_changed_at: joined,
        created_at: joined,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(account, row.id);
    return row.id;
  }

  /** Money in through a deposit at `moment`, with the memo `deposit <key>`. */
  const deposit = (account: string, amount: number, moment: string, key: string) =>
    transfer(platform().db, clockAt(moment), {
      memberId: idOf(account),
      amount,
      counterAccount: HOUSE_ACCOUNTS.deposits,
      kind: 'DEPOSIT',
      idempotencyKey: key,
      memo: `deposit ${key}`,
    });

  /** Money out through a withdrawal at `moment`. */
  const withdraw = (account: string, amount: number, moment: string, key: string) =>
    transfer(platform().db, clockAt(moment), {
      memberId: idOf(account),
      amount: -amount,
      counterAccount: HOUSE_ACCOUNTS.withdrawals,
      kind: 'WITHDRAWAL',
      idempotencyKey: key,
    });

  /** A settled bet on an RNG game as the games place one: the stake out, the win back, the bet row. */
  async function bet(account: string, stake: number, win: number, moment: string, key: string) {
    const { db } = platform();
    const memberId = idOf(account);
    gameId ??= db
      .selectFrom('games')
      .select('id')
      .where('game_type', '=', 'RNG')
      .orderBy('id')
      .executeTakeFirstOrThrow()
      .then((game) => game.id);
    const clock = clockAt(moment);
    let { balance } = await transfer(db, clock, {
      memberId,
      amount: -stake,
      counterAccount: HOUSE_ACCOUNTS.games,
      kind: 'BET',
      idempotencyKey: `${key}:stake`,
    });
    if (win > 0)
      ({ balance } = await transfer(db, clock, {
        memberId,
        amount: win,
        counterAccount: HOUSE_ACCOUNTS.games,
        kind: 'WIN',
        idempotencyKey: `${key}:win`,
      }));
    await db
      .insertInto('bets')
      .values({
        member_id: memberId,
        game_id: await gameId,
        idempotency_key: key,
        stake,
        win,
        outcome: '[]',
        balance_after: balance,
        created_at: moment,
      })
      .execute();
  }

  return { ids, idOf, member, deposit, withdraw, bet };
}
