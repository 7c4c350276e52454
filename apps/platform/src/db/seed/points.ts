import type { PointType } from '@tessera/api/contract';
import { POINT_RATIO_SETTING, SEED_POINT_RATIO } from '../../points/points';
import type { Db } from '../open';

/** [id, name, points per unit, amount per unit (minor units), stock] */
type Reward = readonly [string, string, number, number, number];

export const SEED_POINT_REWARDS: readonly Reward[] = [
  ['voucher-10', 'Shopping voucher 10.00', 1_000, 0, 200],
  ['free-spins-20', '20 free spins', 1_500, 0, 500],
  ['tessera-mug', 'Tessera mug', 2_500, 0, 60],
  ['travel-bag', 'Travel bag', 8_000, 0, 25],
  ['smartphone', 'Smartphone', 60_000, 50_000, 3],
];

/** [type, changed points, remark, days before seeding] — oldest first. demo_member's come from its year of play (member-history.ts). */
type Earned = readonly [PointType, number, string, number];

const HISTORY: Readonly<Record<string, readonly Earned[]>> = {
  demo_agent: [
    ['deposit', 3_000, 'Deposit bonus points', 40],
    ['slots', 1_840, 'Slots turnover', 33],
    ['live', 2_260, 'Live casino turnover', 27],
    ['pvp', 690, 'PVP turnover', 22],
    ['sports', 1_450, 'Sports turnover', 18],
    ['lottery', 380, 'Lottery turnover', 12],
    ['slots', 1_120, 'Slots turnover', 8],
    ['live', 1_560, 'Live casino turnover', 5],
    ['deposit', 2_000, 'Deposit bonus points', 3],
    ['sports', 900, 'Sports turnover', 2],
    ['lottery', 240, 'Lottery turnover', 1],
    ['pvp', 410, 'PVP turnover', 1],
  ],
};

const DAY = 86_400_000;

/**
 * Adds the rewards, the ratio and the demo accounts' earned points (only for an account with no
 * point records yet, so seeding again changes nothing and spent points stay spent).
 */
export async function seedPoints(db: Db, seededAt: string): Promise<void> {
  const now = Date.parse(seededAt);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('point_rewards')
      .values(
        SEED_POINT_REWARDS.map(([id, name, points_requirement, amount_requirement, stock], i) => ({
          id,
          name,
          image_url: `/static/rewards/${id}.webp`,
          points_requirement,
          amount_requirement,
          stock,
          sort_order: i + 1,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('system_settings')
      .values({ key: POINT_RATIO_SETTING, value: JSON.stringify(SEED_POINT_RATIO), updated_at: seededAt })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    for (const [account, earned] of Object.entries(HISTORY)) {
      const member = await trx.selectFrom('members').select('id').where('account', '=', account).executeTakeFirst();
      if (!member) continue;
      const any = await trx
        .selectFrom('point_records')
        .select('id')
        .where('member_id', '=', member.id)
        .executeTakeFirst();
      if (any) continue;
      let balance = 0;
      await trx
        .insertInto('point_records')
        .values(
          earned.map(([type, changed_points, remark, daysAgo]) => {
            balance += changed_points;
            return {
              member_id: member.id,
              type,
              changed_points,
              balance_after: balance,
              remark,
              idempotency_key: null,
              created_at: new Date(now - daysAgo * DAY).toISOString(),
            };
          }),
        )
        .execute();
    }
  });
}
