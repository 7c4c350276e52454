import { MEMBER_TYPES } from '@tessera/api/contract';
import { hashPassword } from '../../identity/passwords';
import type { Db } from '../open';
import type { NewMember } from '../schema';

/** The password of every seeded account. */
export const SEED_PASSWORD = 'Demo1234';

interface SeedMember {
  account: string;
  nickname: string;
  mobile: string;
  email: string;
  type: number;
  club: readonly [string, number];
  labels: string[];
  invitationCode?: string;
  /** The account of the upline agent. */
  upline?: string;
  firstTimeLogin?: boolean;
  /** When the password was last changed (an old date makes it expired); seeding time otherwise. */
  passwordChangedAt?: string;
  /** Registered this many days before the seed's anchor (their histories go back a year); at seeding otherwise. */
  joinedDaysAgo?: number;
}

/** Accounts for development and tests (listed in this app's README). Agents first: members name them as upline. */
export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    account: 'demo_agent',
    nickname: 'Demo Agent',
    mobile: '912000002',
    email: 'demo.agent@example.com',
    type: MEMBER_TYPES.agent,
    club: ['VIP5', 5],
    labels: ['VIP'],
    invitationCode: 'TESSERA1',
    joinedDaysAgo: 400,
  },
  {
    account: 'demo_member',
    nickname: 'Demo Member',
    mobile: '912000001',
    email: 'demo.member@example.com',
    type: MEMBER_TYPES.member,
    club: ['VIP3', 3],
    labels: ['newbie'],
    upline: 'demo_agent',
    joinedDaysAgo: 380,
  },
  {
    account: 'demo_first',
    nickname: 'First Login',
    mobile: '912000003',
    email: 'demo.first@example.com',
    type: MEMBER_TYPES.member,
    club: ['VIP0', 0],
    labels: [],
    firstTimeLogin: true,
  },
  {
    account: 'demo_expired',
    nickname: 'Expired Password',
    mobile: '912000004',
    email: 'demo.expired@example.com',
    type: MEMBER_TYPES.member,
    club: ['VIP1', 1],
    labels: [],
    passwordChangedAt: '2020-01-01T00:00:00.000Z',
  },
];

/** Inserts the seeded accounts that are missing (their password hashed now); existing ones are left as they are. */
export async function seedMembers(db: Db, anchor: number = Date.now()): Promise<void> {
  const existing = new Set((await db.selectFrom('members').select('account').execute()).map((r) => r.account));
  const now = new Date().toISOString();
  for (const seed of SEED_MEMBERS) {
    if (existing.has(seed.account)) continue;
    const upline = seed.upline
      ? await db.selectFrom('members').select('id').where('account', '=', seed.upline).executeTakeFirst()
      : undefined;
    const row: NewMember = {
      account: seed.account,
      nickname: seed.nickname,
      mobile_num: seed.mobile,
      dialing_code: '84',
      email: seed.email,
      password_hash: await hashPassword(SEED_PASSWORD),
      type: seed.type,
      club_label: seed.club[0],
      club_rank: seed.club[1],
      member_labels: JSON.stringify(seed.labels),
      invitation_code: seed.invitationCode ?? null,
      upline_id: upline?.id ?? null,
      first_time_login: seed.firstTimeLogin ? 1 : 0,
      password_changed_at: seed.passwordChangedAt ?? now,
      created_at:
        seed.joinedDaysAgo === undefined ? now : new Date(anchor - seed.joinedDaysAgo * 86_400_000).toISOString(),
    };
    await db
      .insertInto('members')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
