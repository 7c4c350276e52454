import type { Promotion, PromotionFilter, PromotionLabel, PromotionType, VipLevel } from '@tessera/api/contract';
import { PROMOTION_TYPE_ALL } from '@tessera/api/contract';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { translationsOf } from '../language/content';

/** Every VIP level, lowest first, its name in `language` where translated. */
export async function listVipLevels(db: Db, language: string): Promise<VipLevel[]> {
  const [rows, translations] = await Promise.all([
    db.selectFrom('vip_levels').selectAll().orderBy('rank_level').execute(),
    translationsOf(db, 'VIP_LEVEL', language),
  ]);
  return rows.map((r) => ({
    rankLevel: r.rank_level,
    labelName: translations.get(String(r.rank_level))?.title ?? r.label_name,
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

/** The promotions of a type (or all) that have not ended at `now`, in display order, in `language` where translated. */
export async function listPromotions(
  db: Db,
  filter: PromotionFilter,
  now: number,
  language: string,
): Promise<Promotion[]> {
  const translations = await translationsOf(db, 'PROMOTION', language);
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', iso(now))]));
  if (filter !== PROMOTION_TYPE_ALL) query = query.where('type', '=', filter);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => {
    const t = translations.get(String(r.id));
    return {
      id: String(r.id),
      title: t?.title ?? r.title,
      type: r.type as PromotionType,
      labels: JSON.parse(r.labels) as PromotionLabel[],
      imageUrl: r.image_url,
      summary: t?.summary ?? r.summary,
      content: t?.content ?? r.content,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
    };
  });
}
