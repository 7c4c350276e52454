import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation, type TranslationKey } from '@tessera/i18n';
import { Tabs, TabsList, TabsTrigger } from '@tessera/ui';
import { ContentSkeleton, QueryView } from '../content/QueryStatus';
import { Section } from '../content/ContentCards.styles';
import { LotteryGames } from './LotteryGameGrid';
import { RecentVnLottery } from './LotteryLobby';
import { SectionHeader } from './lottery.styles';
import { useVnMenuQuery } from './lotteryApi';
import { afterPrizeMode, useLotterySite } from './useLotterySite';
import { VnResults } from './VnResults';
import { Panel } from './VnLotteryLobby.styles';

/** §7: the VN menu's regions, north to south, then the fast draws. */
const REGIONS: ReadonlyArray<{ region: string; key: TranslationKey }> = [
  { region: 'NORTH', key: 'lottery_region_north' },
  { region: 'CENTRAL', key: 'lottery_region_central' },
  { region: 'SOUTH', key: 'lottery_region_south' },
  { region: 'FAST', key: 'lottery_region_fast' },
];

/**
 * The /vnlottery lobby: the VN games of the site's prize mode by region (a tab each), the
 * member's recent VN games, and the latest drawn rounds.
 */
export function VnLotteryLobby() {
  const { t: translate } = useTranslation();
  const { lanesQuery, prizeMode } = useLotterySite();
  const menu = useVnMenuQuery(prizeMode ?? skipToken);
  return (
    <QueryView query={afterPrizeMode(lanesQuery, menu)} skeleton={<ContentSkeleton rows={3} height={160} />}>
      {(games) => {
        const regions = REGIONS.filter(({ region }) => games.some((g) => g.region === region));
        return (
          <>
            <Section aria-labelledby="vn-menu">
              <SectionHeader>
                <h2 id="vn-menu">{translate('lottery_vn_games')}</h2>
                <Link to="/lottery">{translate('lottery_see_all')}</Link>
              </SectionHeader>
              {regions.length > 0 && (
                <Tabs defaultValue={regions[0]!.region}>
                  <TabsList aria-label={translate('lottery_vn_regions')}>
                    {regions.map(({ region, key }) => (
                      <TabsTrigger key={region} value={region}>
                        {translate(key)}
                      </TabsTrigger>
                    ))}
                  </TabsList>
                  {regions.map(({ region, key }) => (
                    <Panel key={region} value={region}>
                      <LotteryGames games={games.filter((g) => g.region === region)} label={translate(key)} />
                    </Panel>
                  ))}
                </Tabs>
              )}
            </Section>
            <RecentVnLottery />
            <Section aria-labelledby="vn-results">
              <h2 id="vn-results">{translate('lottery_results')}</h2>
              <VnResults games={games} />
            </Section>
          </>
        );
      }}
    </QueryView>
  );
}
