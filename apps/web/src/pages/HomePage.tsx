import { Suspense } from 'react';
import { toLanguageCode, useTranslation } from '@tessera/i18n';
import { formatAmount, formatDecimal } from '@tessera/format';
import { JackpotCounter, WinnerScroller } from '@tessera/ui';
import { lazyPage } from '../core/lazyRoute';
import { JACKPOT_STEP, JACKPOT_TICK_MS, SCROLLER_MIN_ITEMS, SCROLLER_WAIT_MS } from '../core/constants';
import { useWinnersQuery } from '../features/content/contentApi';
import { Page } from '../shell/Page';
import { Grid, PopularPlaceholder } from './HomePage.styles';

/** The popular lottery comes in its own chunk, after the home page's first paint. */
const PopularLottery = lazyPage(() => import('../features/lottery/PopularLottery'));

/** Home (§2): below the banner, the RNG jackpot and the recent winners, then the popular lottery. */
export default function HomePage() {
  const { t: translate, i18n } = useTranslation();
  const { data: winners = [], isLoading: winnersLoading } = useWinnersQuery(toLanguageCode(i18n.language));
  return (
    <Page>
      <Grid>
        <JackpotCounter
          label={translate('home_jackpot')}
          step={JACKPOT_STEP}
          tickMs={JACKPOT_TICK_MS}
          formatValue={(value) => formatDecimal(value)}
        />
        <WinnerScroller
          winners={winners}
          loading={winnersLoading}
          formatAmount={(minorUnits) => formatAmount(minorUnits)}
          waitMs={SCROLLER_WAIT_MS}
          minItemsToMove={SCROLLER_MIN_ITEMS}
          label={translate('home_recent_winners')}
          emptyText={translate('home_no_winners')}
          pauseLabel={translate('home_winners_pause')}
          playLabel={translate('home_winners_play')}
        />
      </Grid>
      <Suspense fallback={<PopularPlaceholder aria-hidden="true" />}>
        <PopularLottery />
      </Suspense>
    </Page>
  );
}
