import type { GameType } from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';

/** The game types by the names the site's pages give them. */
export const GAME_TYPE_LABELS: Record<GameType, TranslationKey> = {
  ELOTT: 'page_elottery',
  LOTT: 'page_lottery',
  LIVE: 'page_live',
  SPORTS: 'page_sports',
  FISH: 'page_fishing',
  RNG: 'page_slots',
  PVP: 'page_pvp',
};
