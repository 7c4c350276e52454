import { tagOf, useTranslation } from '@tessera/i18n';
import { formatAmount, formatPercent } from '@tessera/format';
import type { VipLevel } from '@tessera/api';
import { VipLabel } from '@tessera/ui';
import { TableScroll } from './contentTable.styles';
import { Levels, Caption, You } from './VipLevelTable.styles';

/** Basis points of valid bets as a percentage in the reader's language: 80 → 0.80%. */
export function formatRebate(basisPoints: number, language: string): string {
  return formatPercent(basisPoints / 10_000, { locale: tagOf(language), decimals: 2 });
}

/**
 * The VIP levels side by side: what it takes to reach each one and what it brings. The member's
 * own level, when known, is marked for sight and for screen readers.
 */
export function VipLevelTable({ levels, currentLevel }: { levels: readonly VipLevel[]; currentLevel: number | null }) {
  const { t: translate, i18n } = useTranslation();
  return (
    <>
      {/* Named outside the table: a caption would scroll away with the figures on a phone. */}
      <Caption id="vip-levels-caption">{translate('vip_table_caption')}</Caption>
      <TableScroll role="region" aria-labelledby="vip-levels-caption" tabIndex={0}>
        <Levels aria-labelledby="vip-levels-caption">
          <thead>
            <tr>
              <td />
              <th scope="colgroup" colSpan={2}>
                {translate('vip_group_requirements')}
              </th>
              <th scope="colgroup" colSpan={6}>
                {translate('vip_group_benefits')}
              </th>
            </tr>
            <tr>
              <th scope="col" data-align="start">
                {translate('vip_col_level')}
              </th>
              <th scope="col">{translate('vip_col_deposit')}</th>
              <th scope="col">{translate('vip_col_bet')}</th>
              <th scope="col">{translate('vip_col_rebate')}</th>
              <th scope="col">{translate('vip_col_upgrade_bonus')}</th>
              <th scope="col">{translate('vip_col_monthly_bonus')}</th>
              <th scope="col">{translate('vip_col_birthday_bonus')}</th>
              <th scope="col">{translate('vip_col_withdraw_limit')}</th>
              <th scope="col">{translate('vip_col_withdraw_count')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => {
              const current = level.rankLevel === currentLevel;
              return (
                <tr key={level.rankLevel} aria-current={current || undefined}>
                  <th scope="row">
                    <VipLabel level={level.rankLevel} labelName={level.labelName} />
                    {current && <You>{translate('vip_current')}</You>}
                  </th>
                  <td>{formatAmount(level.depositRequirement)}</td>
                  <td>{formatAmount(level.betRequirement)}</td>
                  <td>{formatRebate(level.rebateRate, i18n.language)}</td>
                  <td>{formatAmount(level.upgradeBonus)}</td>
                  <td>{formatAmount(level.monthlyBonus)}</td>
                  <td>{formatAmount(level.birthdayBonus)}</td>
                  <td>{formatAmount(level.dailyWithdrawLimit)}</td>
                  <td>{level.dailyWithdrawCount}</td>
                </tr>
              );
            })}
          </tbody>
        </Levels>
      </TableScroll>
    </>
  );
}
