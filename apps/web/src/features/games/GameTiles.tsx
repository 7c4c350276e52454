import { useCallback, useMemo } from 'react';
import type { Game } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { GameCard, GameGrid } from '@tessera/ui';
import { useLaunchGame } from './launch';

/** The launch data of a game tile (§3: nodeId, vassalage, gameType). */
export const launchDataOf = (game: Game) => ({
  gameType: game.gameType,
  vassalage: game.vassalage,
  nodeId: game.nodeId,
  name: game.gameName,
});

/**
 * A short list of games as tiles (a provider's tables, games to try instead): each launches by
 * the §4 rules. Long lists use the lobby's virtualised grid instead.
 */
export function GameTiles({
  games,
  label,
  maxColumns = 6,
  withProvider = true,
}: {
  games: readonly Game[];
  label: string;
  maxColumns?: number;
  /** Names each game's provider; off where every game is the same provider's. */
  withProvider?: boolean;
}) {
  const { t: translate } = useTranslation();
  const launch = useLaunchGame();
  const byId = useMemo(() => new Map(games.map((game) => [game.nodeId, game])), [games]);
  const onLaunch = useCallback(
    (_event: unknown, id?: string) => {
      const game = id === undefined ? undefined : byId.get(id);
      if (game) launch(launchDataOf(game));
    },
    [byId, launch],
  );
  return (
    <GameGrid aria-label={label} maxColumns={maxColumns}>
      {games.map((game) => (
        <GameCard
          key={game.nodeId}
          gameId={game.nodeId}
          name={game.gameName}
          provider={withProvider ? game.vassalage : undefined}
          imageUrl={game.iconUrl}
          isHot={game.isHot}
          hotLabel={translate('nav_hot')}
          maintenance={game.maintenance}
          maintenanceLabel={translate('game_maintenance')}
          onLaunch={onLaunch}
        />
      ))}
    </GameGrid>
  );
}
