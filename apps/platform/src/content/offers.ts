import type { Promotion, PromotionFilter, PromotionLabel, PromotionType, VipLevel } from '@tessera/api/contract';
import { PROMOTION_TYPE_ALL } from '@tessera/api/contract';
import { iso } from '../clock';
import type { Db } from '../db/open';

/** Every VIP level, lowest first. */
export async function listVipLevels(db: Db): Promise<VipLevel[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('rank_level').execute();
  return rows.map((r) => ({
    rankLevel: r.rank_level,
    labelName: r.label_name,
    depositRequirement: r.deposit_requirement,
    betRequirement: r.bet_requirement,
    upgradeBonus: r.upgrade_bonus,
    monthlyBonus: r.monthly_bonus,
    birthdayBonus: r.birthday_bonus,
    rebateRate: r.rebate_rate_bp,
    dailyWithdrawLimit: r.daily_withdraw_limit,
    dailyWithdrawCount: r.daily_withdraw_count,
  }));
}

/** The promotions of a type (or all) that have not ended at `now`, in display order. */
export async function listPromotions(db: Db, filter: PromotionFilter, now: number): Promise<Promotion[]> {
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', iso(now))]));
  if (filter !== PROMOTION_TYPE_ALL) query = query.where('type', '=', filter);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({
    id: String(r.id),
    title: r.title,
    type: r.type as PromotionType,
    labels: JSON.parse(r.labels) as PromotionLabel[],
    imageUrl: r.image_url,
    summary: r.summary,
    content: r.content,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
  }));
}
