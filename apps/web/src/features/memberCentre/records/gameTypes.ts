import { GAME_TYPES } from '@tessera/api';
import type { GameType } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';

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

/** The records' game-type filter: all types, then each by its name. The empty value means all. */
export function gameTypeOptions(translate: TFunction): { value: string; label: string }[] {
  return [
    { value: '', label: translate('records_game_type_all') },
    ...GAME_TYPES.map((type) => ({ value: type, label: translate(GAME_TYPE_LABELS[type]) })),
  ];
}
