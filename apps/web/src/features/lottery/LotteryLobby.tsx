import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import type { LotteryGame } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { EmptyState } from '@tessera/ui';
import { useAppSelector } from '../../core/hooks';
import { ContentSkeleton, QueryView } from '../content/QueryStatus';
import { Section } from '../content/ContentCards.styles';
import { selectIsSignedIn } from '../session/selectors';
import { useLotteryFavourites } from './favourites';
import { LotteryFilters } from './LotteryFilters';
import { LotteryGames } from './LotteryGameGrid';
import { LotteryNotFound, LotteryPlay } from './LotteryPlay';
import { chosenLottery, filterLottery, groupByVendor, lotteryQueryOf } from './lottery';
import { SectionHeader } from './lottery.styles';
import { useLotteryMenusQuery, useVnRecentQuery } from './lotteryApi';
import { afterPrizeMode, useLotterySite } from './useLotterySite';
import { Group } from './LotteryLobby.styles';

/**
 * The /lottery lobby: the lottery games of the site's prize mode (§4), by provider and filterable
 * by provider and area (kept in the address: `vendor`, `area`), hot ones marked; the member's
 * favourites (kept per account in this browser) and recently played VN games.
 */
export function LotteryLobby() {
  const { t: translate } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = lotteryQueryOf(params);
  const { lanesQuery, prizeMode, vendorNames } = useLotterySite();
  const menus = useLotteryMenusQuery(prizeMode ?? skipToken);
  // A game of another prize mode (an old link) is looked up among every lottery game.
  const missing = !!query.gameCode && !!menus.data && !chosenLottery(menus.data, query);
  const everyGame = useLotteryMenusQuery(missing ? null : skipToken);
  const favourites = useLotteryFavourites();

  const filter = (name: 'vendor' | 'area', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // Another provider means browsing on: the open game (named with its provider) closes.
    if (name === 'vendor') ['gameCode', 'playType'].forEach((key) => next.delete(key));
    setParams(next, { replace: true });
  };

  return (
    <QueryView query={afterPrizeMode(lanesQuery, menus)} skeleton={<ContentSkeleton rows={3} height={160} />}>
      {(games) => {
        const shown = filterLottery(games, query);
        const chosen = query.gameCode
          ? (chosenLottery(games, query) ?? (everyGame.data && chosenLottery(everyGame.data, query)))
          : null;
        const favouriteGames = favourites.ids
          .map((id) => games.find((g) => g.nodeId === id))
          .filter((g): g is LotteryGame => !!g);
        return (
          <>
            {chosen && prizeMode && (
              <LotteryPlay
                game={chosen}
                prizeMode={prizeMode}
                vendorName={vendorNames.get(chosen.vendor) ?? chosen.vendor}
              />
            )}
            {query.gameCode &&
              !chosen &&
              (everyGame.isLoading ? <ContentSkeleton rows={1} height={120} /> : <LotteryNotFound />)}
            <Section aria-labelledby="lottery-favourites">
              <h2 id="lottery-favourites">{translate('lottery_favourites')}</h2>
              {!favourites.signedIn ? (
                <EmptyState
                  size="compact"
                  title={translate('lottery_favourites_login')}
                  action={<Link to="/login">{translate('page_login')}</Link>}
                />
              ) : favouriteGames.length === 0 ? (
                <EmptyState
                  size="compact"
                  title={translate('lottery_favourites_empty')}
                  description={translate('lottery_favourites_empty_text')}
                />
              ) : (
                <LotteryGames games={favouriteGames} label={translate('lottery_favourites')} />
              )}
            </Section>
            <RecentVnLottery />
            <Section aria-labelledby="lottery-all">
              <SectionHeader>
                <h2 id="lottery-all">{translate('lottery_all_games')}</h2>
                <Link to="/vnlottery">{translate('lottery_vn_link')}</Link>
              </SectionHeader>
              <LotteryFilters games={games} vendorNames={vendorNames} value={query} onChange={filter} />
              {shown.length === 0 ? (
                <EmptyState
                  size="compact"
                  title={translate('lottery_no_games')}
                  description={translate('lottery_no_games_text')}
                />
              ) : (
                groupByVendor(shown).map(({ vendor, games: list }) => {
                  const name = vendorNames.get(vendor) ?? vendor;
                  return (
                    <Group key={vendor} aria-label={name}>
                      <h3>{name}</h3>
                      <LotteryGames games={list} label={translate('lottery_vendor_games', { vendor: name })} />
                    </Group>
                  );
                })
              )}
            </Section>
          </>
        );
      }}
    </QueryView>
  );
}

/** The VN games the member played lately (members only; nothing when there are none). */
export function RecentVnLottery() {
  const { t: translate } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: recent = [] } = useVnRecentQuery(signedIn ? undefined : skipToken);
  if (recent.length === 0) return null;
  return (
    <Section aria-labelledby="lottery-recent">
      <h2 id="lottery-recent">{translate('lottery_recent')}</h2>
      <LotteryGames games={recent} label={translate('lottery_recent')} />
    </Section>
  );
}
