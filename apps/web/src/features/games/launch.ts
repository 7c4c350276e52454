import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GameLaunchData, GameType, LaunchGameRequest } from '@tessera/api';
import { GAME_TYPES } from '@tessera/api/contract';
import { useAppDispatch } from '../../core/hooks';
import { FB_SPORTS } from '../../core/constants';
import { useRequireAccount } from '../session/gate';
import { providerPopupClosed, providerPopupOpened } from './slice';

/** The list page of each game type whose games are browsed in a list rather than launched as a provider. */
export const GAME_LIST_PATHS: Partial<Record<GameType, string>> = { RNG: '/rng', FISH: '/fish', PVP: '/pvp' };

/** Where choosing a game or a provider leads (§4 game launch rules). */
export type LaunchTarget =
  /** The lottery lobby, on the game or provider chosen. */
  | { kind: 'lottery'; to: string }
  /** The provider's games in a popup list. */
  | { kind: 'providerGames'; vassalage: string; gameType: GameType }
  /** The provider's games in the slot-style list (its code kept in the address). */
  | { kind: 'list'; to: string }
  /** The game itself, in the game frame (needs a real account). */
  | { kind: 'frame'; to: string };

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
  const text = search.toString();
  return text ? `?${text}` : '';
};

const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

/**
 * §4: LOTT and ELOTT go to /lottery (query gameCode, vendor, playType); isGame VASSALAGE opens
 * the provider's game list in a popup; a slot (or fishing, card) provider opens its list with its
 * code; FB sports opens /fbsports; any other game launches in /game. Esports and cockfight providers are sports providers.
 */
export function launchTarget(data: GameLaunchData): LaunchTarget {
  const vendor = data.vendor ?? data.accountTypeName ?? data.vassalage;
  const gameCode = data.gameCode ?? data.code;
  const gameType = data.gameType === 'ESPORTS' || data.gameType === 'COCKFIGHT' ? 'SPORTS' : data.gameType;
  if (gameType === 'LOTT' || gameType === 'ELOTT') {
    return { kind: 'lottery', to: `/lottery${query({ gameCode, vendor, playType: data.defaultPlayType })}` };
  }
  if (!isGameType(gameType) || !vendor) throw new Error(`Cannot launch a game of type ${data.gameType}`);
  const provider = data.nodeId === undefined && gameCode === undefined;
  if (provider && data.isGame === 'VASSALAGE') return { kind: 'providerGames', vassalage: vendor, gameType };
  const list = GAME_LIST_PATHS[gameType];
  if (provider && gameType === 'SPORTS' && vendor === FB_SPORTS) return { kind: 'frame', to: '/fbsports' };
  if (provider && list) return { kind: 'list', to: `${list}${query({ vassalage: vendor })}` };
  return { kind: 'frame', to: `/game${query({ gameType, vassalage: vendor, nodeId: data.nodeId, gameCode })}` };
}

/** The launch request a /game address names, or null when it names no game. */
export function frameRequestOf(search: URLSearchParams): Omit<LaunchGameRequest, 'language' | 'device'> | null {
  const gameType = search.get('gameType') ?? '';
  const vassalage = search.get('vassalage');
  if (!isGameType(gameType) || !vassalage) return null;
  const nodeId = search.get('nodeId') ?? undefined;
  const gameCode = search.get('gameCode') ?? undefined;
  return { gameType, vassalage, ...(nodeId ? { nodeId } : {}), ...(gameCode ? { gameCode } : {}) };
}

/**
 * Chooses a game or provider as §4 says. Opening a game needs a real account: visitors go to
 * /login and trial accounts get the in_need_true_account notice; browsing lists does not.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const requireAccount = useRequireAccount();
  return useCallback(
    (data: GameLaunchData & { name?: string }) => {
      const target = launchTarget(data);
      if (target.kind === 'providerGames') {
        dispatch(
          providerPopupOpened({
            vassalage: target.vassalage,
            gameType: target.gameType,
            name: data.name ?? target.vassalage,
          }),
        );
        return;
      }
      // A game chosen in a provider's popup list leaves the popup behind.
      dispatch(providerPopupClosed());
      if (target.kind === 'frame') {
        requireAccount(() => void navigate(target.to));
      } else {
        void navigate(target.to);
      }
    },
    [dispatch, navigate, requireAccount],
  );
}
