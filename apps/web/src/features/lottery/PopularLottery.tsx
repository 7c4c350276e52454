import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import type { LotteryGame } from '@tessera/api';
import { toLanguageCode, useTranslation } from '@tessera/i18n';
import { QueryView } from '../content/QueryStatus';
import { LotteryGameGrid } from './LotteryGameGrid';
import { MyDraws } from './MyDraws';
import { PopularLotterySkeleton } from './PopularLotteryPlace';
import { lotteryPath } from './lottery';
import { usePopularLotteryQuery } from './lotteryApi';
import { SectionHeader } from './lottery.styles';
import { afterPrizeMode, useLotterySite } from './useLotterySite';

/**
 * Home's popular lottery (§7 "Home"): the 20 most popular games of the site's prize mode, hot
 * first; choosing one opens it on /lottery; then, for a member, their recent draws. Loaded apart
 * from the home page's own code.
 */
export default function PopularLottery() {
  const { t: translate, i18n } = useTranslation();
  const navigate = useNavigate();
  const { lanesQuery, prizeMode, vendorNames } = useLotterySite();
  const popular = usePopularLotteryQuery(
    prizeMode ? { prizeMode, language: toLanguageCode(i18n.language) } : skipToken,
  );
  const open = useCallback((game: LotteryGame) => navigate(lotteryPath(game)), [navigate]);
  return (
    <>
      <section aria-labelledby="home-popular-lottery">
        <SectionHeader>
          <h2 id="home-popular-lottery">{translate('lottery_popular')}</h2>
          <Link to="/lottery">{translate('lottery_see_all')}</Link>
        </SectionHeader>
        <QueryView
          query={afterPrizeMode(lanesQuery, popular)}
          skeleton={<PopularLotterySkeleton label={translate('loading')} />}
        >
          {(games) => (
            <LotteryGameGrid
              aria-label={translate('lottery_popular')}
              games={games}
              vendorNames={vendorNames}
              onChoose={open}
            />
          )}
        </QueryView>
      </section>
      <MyDraws />
    </>
  );
}
