import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LotteryGame } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { GameCard, GameGrid } from '@tessera/ui';
import { useRequireAccount } from '../session/gate';
import { useLotteryFavourites } from './favourites';
import { lotteryPath } from './lottery';
import { useLotterySite } from './useLotterySite';
import { LOTTERY_GRID_COLUMNS } from '../../core/constants';

export interface LotteryGameGridProps {
  games: readonly LotteryGame[];
  /** Provider names by code; the code is shown when a name is missing. */
  vendorNames: ReadonlyMap<string, string>;
  onChoose: (game: LotteryGame) => void;
  /** The favourite game ids; with `onToggleFavourite`, each card has a star. */
  favouriteIds?: readonly string[];
  onToggleFavourite?: (gameId: string) => void;
  /** The grid's accessible name. */
  'aria-label'?: string;
}

/** Lottery games as game cards: provider under the name, hot ones marked, an optional favourite star. */
export function LotteryGameGrid({
  games,
  vendorNames,
  onChoose,
  favouriteIds,
  onToggleFavourite,
  ...rest
}: LotteryGameGridProps) {
  const { t: translate } = useTranslation();
  const launch = useCallback(
    (_event: unknown, id?: string) => {
      const game = games.find((g) => g.nodeId === id);
      if (game) onChoose(game);
    },
    [games, onChoose],
  );
  const toggle = useCallback((_favourite: boolean, id?: string) => id && onToggleFavourite?.(id), [onToggleFavourite]);
  return (
    <GameGrid aria-label={rest['aria-label']} maxColumns={LOTTERY_GRID_COLUMNS}>
      {games.map((game) => (
        <GameCard
          key={game.nodeId}
          gameId={game.nodeId}
          name={game.gameName}
          provider={vendorNames.get(game.vendor) ?? game.vendor}
          imageUrl={game.iconUrl}
          isHot={game.isHot}
          hotLabel={translate('nav_hot')}
          onLaunch={launch}
          {...(onToggleFavourite
            ? {
                favourite: favouriteIds?.includes(game.nodeId) ?? false,
                onToggleFavourite: toggle,
                addFavouriteLabel: translate('lottery_add_favourite', { name: game.gameName }),
                removeFavouriteLabel: translate('lottery_remove_favourite', { name: game.gameName }),
              }
            : {})}
        />
      ))}
    </GameGrid>
  );
}

/** Choosing a lottery game opens it on /lottery; playing needs a real account (§4, §5). */
export function useChooseLottery() {
  const navigate = useNavigate();
  const requireAccount = useRequireAccount();
  return useCallback(
    (game: LotteryGame) => requireAccount(() => void navigate(lotteryPath(game))),
    [navigate, requireAccount],
  );
}

/** Lottery games of the lobbies: choosing one opens it (members), each with the favourite star. */
export function LotteryGames({ games, label }: { games: readonly LotteryGame[]; label: string }) {
  const { vendorNames } = useLotterySite();
  const favourites = useLotteryFavourites();
  const choose = useChooseLottery();
  return (
    <LotteryGameGrid
      aria-label={label}
      games={games}
      vendorNames={vendorNames}
      onChoose={choose}
      favouriteIds={favourites.ids}
      onToggleFavourite={favourites.toggle}
    />
  );
}
