import { useTranslation } from '@tessera/i18n';
import { GameTiles } from './GameTiles';

/** §8: the games a maintenance refusal suggests instead (hot games of other providers). */
export function SuggestedGames({ games }: { games: Parameters<typeof GameTiles>[0]['games'] }) {
  const { t: translate } = useTranslation();
  if (games.length === 0) return null;
  return <GameTiles games={games} label={translate('game_suggestions')} maxColumns={6} />;
}
