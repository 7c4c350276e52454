import type { Db } from '../open';

/** Wallet balances of the seeded accounts in minor units: [account, wallet, balance]. */
export const SEED_WALLETS: ReadonlyArray<readonly [string, string, number]> = [
  ['demo_member', 'MAIN', 1_254_350],
  ['demo_member', 'SABA', 85_000],
  ['demo_member', 'EVO', 0],
  ['demo_agent', 'MAIN', 48_210_075],
  ['demo_agent', 'EVO', 1_500_000],
  ['demo_first', 'MAIN', 0],
  ['demo_expired', 'MAIN', 2_500],
];

/** [id, account, title, content, sent at, read at] */
type Message = readonly [number, string, string, string, string, string | null];

/** Inbox messages of the seeded accounts: demo_member has 3 unread, demo_agent 1, demo_first 1, demo_expired none. */
export const SEED_INBOX: readonly Message[] = [
  [
    1,
    'demo_member',
    'Welcome to Tessera',
    '<p>Your account is ready. Claim your welcome bonus on the promotions page.</p>',
    '2024-05-02T08:00:00.000Z',
    '2024-05-02T08:05:00.000Z',
  ],
  [
    2,
    'demo_member',
    'Deposit received',
    '<p>Your deposit of 500.00 by QR banking has been credited.</p>',
    '2024-06-10T11:20:00.000Z',
    '2024-06-10T11:21:00.000Z',
  ],
  [
    3,
    'demo_member',
    'You reached VIP3',
    '<p>Congratulations! Your upgrade bonus of 188.00 has been credited.</p>',
    '2024-06-18T02:00:00.000Z',
    null,
  ],
  [
    4,
    'demo_member',
    'Slots rebate paid',
    '<p>Yesterday’s slots rebate of 12.40 has been credited.</p>',
    '2024-06-27T05:00:00.000Z',
    null,
  ],
  [
    5,
    'demo_member',
    'Scheduled maintenance on 12 June',
    '<p>The site is unavailable on 12 June from 02:00 to 04:00 (GMT+7).</p>',
    '2024-06-10T09:00:00.000Z',
    null,
  ],
  [
    6,
    'demo_agent',
    'Commission statement for May',
    '<p>Your May commission of 3,420.00 has been credited to your main wallet.</p>',
    '2024-06-01T03:00:00.000Z',
    '2024-06-01T09:00:00.000Z',
  ],
  [
    7,
    'demo_agent',
    'New downline registered',
    '<p>A new member registered with your invitation code.</p>',
    '2024-06-20T14:30:00.000Z',
    null,
  ],
  [
    8,
    'demo_first',
    'Welcome to Tessera',
    '<p>Your account is ready. Please choose a new password at your first login.</p>',
    '2024-06-25T10:00:00.000Z',
    null,
  ],
];

const ids = async (db: Db): Promise<Map<string, number>> =>
  new Map((await db.selectFrom('members').select(['id', 'account']).execute()).map((m) => [m.account, m.id]));

/** Adds the missing wallets and inbox messages of the seeded accounts (run after the accounts are seeded). */
export async function seedWalletsAndInbox(db: Db, seededAt: string): Promise<void> {
  const member = await ids(db);
  const wallets = SEED_WALLETS.flatMap(([account, wallet_code, balance]) => {
    const member_id = member.get(account);
    return member_id === undefined ? [] : [{ member_id, wallet_code, balance, updated_at: seededAt }];
  });
  const inbox = SEED_INBOX.flatMap(([id, account, title, content, created_at, read_at]) => {
    const member_id = member.get(account);
    return member_id === undefined ? [] : [{ id, member_id, title, content, created_at, read_at }];
  });
  await db.transaction().execute(async (trx) => {
    if (wallets.length)
      await trx
        .insertInto('wallets')
        .values(wallets)
        .onConflict((oc) => oc.doNothing())
        .execute();
    if (inbox.length)
      await trx
        .insertInto('inbox_messages')
        .values(inbox)
        .onConflict((oc) => oc.doNothing())
        .execute();
  });
}
