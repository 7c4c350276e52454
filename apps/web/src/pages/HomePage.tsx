import { Suspense, useEffect, useState } from 'react';
import { toLanguageCode, useTranslation } from '@tessera/i18n';
import { formatAmount, formatDecimal } from '@tessera/format';
import { JackpotCounter, useLoadedModule, type WinnerEntry, FIRST_VIEW_MS } from '@tessera/ui';
import { lazyPage } from '../core/lazyRoute';
import { JACKPOT_STEP, JACKPOT_TICK_MS, SCROLLER_MIN_ITEMS, SCROLLER_WAIT_MS } from '../core/constants';
import { useWinnersQuery } from '../features/content/contentApi';
import { useDeferredAnswer } from '../core/hooks';
import { Page } from '../shell/Page';
import { WhenNear } from '../widgets/WhenNear';
import { Grid, PopularPlaceholder, WinnersPlaceholder } from './HomePage.styles';

/** The popular lottery comes in its own chunk, once the member nears it or the first view has settled. */
const PopularLottery = lazyPage(() => import('../features/lottery/PopularLottery'));

/**
 * The popular lottery's held place, as tall as its section will be (its cards' placeholders in
 * the grid's columns), so a member who scrolled to the end is not moved when the section (which
 * waits for the member to near it) fills in. Asked for once the member scrolls: a first view that
 * is only looked at neither loads nor lays out twenty cards' placeholders below the fold, and a
 * plain block holds the place until then.
 */
const loadPopularPlace = () =>
  import('../features/lottery/PopularLotteryPlace').then((module) => module.PopularLotteryPlace);

/** Whether the member has scrolled the page since it was shown. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > 0);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}

/** The winners' scroller: its code is asked for as home mounts, beside their read. */
const loadWinnerScroller = () => import('./HomeWinners').then((module) => module.default);

const NO_WINNERS: WinnerEntry[] = [];
// Stable formatters: the jackpot and the winners are memoised, so home's own renders (its reads
// arriving) pass them by.
const formatJackpot = (value: number) => formatDecimal(value);
const formatWin = (minorUnits: number) => formatAmount(minorUnits);

/** Home (§2): below the banner, the RNG jackpot and the recent winners, then the popular lottery. */
export default function HomePage() {
  const { t: translate, i18n } = useTranslation();
  // The answer mounts a list of rows: it renders as a transition, as QueryView's answers do.
  const { data: winners, isLoading: winnersLoading } = useDeferredAnswer(
    useWinnersQuery(toLanguageCode(i18n.language)),
    NO_WINNERS,
  );
  const WinnerScroller = useLoadedModule(loadWinnerScroller, true);
  const PopularPlace = useLoadedModule(loadPopularPlace, useScrolled());
  const popularPlace = PopularPlace === null ? <PopularPlaceholder aria-hidden="true" /> : <PopularPlace />;
  return (
    <Page>
      <Grid>
        <JackpotCounter
          label={translate('home_jackpot')}
          step={JACKPOT_STEP}
          tickMs={JACKPOT_TICK_MS}
          formatValue={formatJackpot}
        />
        {WinnerScroller === null ? (
          // Its place, held at the height of the scroller's own placeholder rows until its code is here.
          <WinnersPlaceholder aria-hidden="true" data-placeholder="winners" />
        ) : (
          <WinnerScroller
            winners={winners}
            loading={winnersLoading}
            formatAmount={formatWin}
            waitMs={SCROLLER_WAIT_MS}
            minItemsToMove={SCROLLER_MIN_ITEMS}
            startAfterMs={FIRST_VIEW_MS}
            label={translate('home_recent_winners')}
            emptyText={translate('home_no_winners')}
            pauseLabel={translate('home_winners_pause')}
            playLabel={translate('home_winners_play')}
          />
        )}
      </Grid>
      <WhenNear placeholder={popularPlace}>
        <Suspense fallback={popularPlace}>
          <PopularLottery />
        </Suspense>
      </WhenNear>
    </Page>
  );
}
