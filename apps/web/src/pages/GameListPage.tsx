import { useLocation } from 'react-router-dom';
import type { GameType } from '@tessera/api';
import { GameList } from '../features/games/GameList';
import { Page } from '../shell/Page';

/** §2: the slot-style lists and the game type each shows. */
const GAME_TYPE_BY_PATH: Readonly<Record<string, GameType>> = { '/rng': 'RNG', '/fish': 'FISH', '/pvp': 'PVP' };

export default function GameListPage() {
  const { pathname } = useLocation();
  const gameType = GAME_TYPE_BY_PATH[pathname] ?? 'RNG';
  return (
    <Page>
      <GameList key={gameType} gameType={gameType} />
    </Page>
  );
}
