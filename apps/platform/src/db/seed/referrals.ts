import type { Db } from '../open';

/** demo_member's referral code, fixed so a developer can try the invite link at once. */
export const DEMO_REFERRAL_CODE = 'RDEMQ2MB';

/** Friends demo_member invited: two of demo_agent's team registered with its code. */
const FRIENDS = ['team_minh', 'team_hoa'];

/** demo_member's referral code and the friends who registered with it; nothing already there is changed. */
export async function seedReferrals(db: Db): Promise<void> {
  const members = await db
    .selectFrom('members')
    .select(['id', 'account', 'created_at'])
    .where('account', 'in', ['demo_member', ...FRIENDS])
    .execute();
  const referrer = members.find((m) => m.account === 'demo_member');
  if (!referrer) return;
  await db
    .insertInto('referral_codes')
    .values({ member_id: referrer.id, code: DEMO_REFERRAL_CODE, created_at: referrer.created_at })
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const friend of members.filter((m) => FRIENDS.includes(m.account))) {
    await db
      .insertInto('referrals')
      .values({ member_id: friend.id, referrer_id: referrer.id, created_at: friend.created_at })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
