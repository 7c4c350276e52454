/** The spec's Games group (§7): lists, vendors, favourites, recent games and ranks. */
export const PATHS_GAMES = {
  gameList: '/wps/relay/GCSGAME_gameList',
  gameLaunchFB: '/wps/relay/GCS_gameLaunchFB',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  gameVendor: '/wps/relay/GCSGAME_gameVendor',
  favoriteGames: '/wps/relay/MCSFE_getFavoriteGames',
  favoriteGamesList: '/wps/relay/MCSFE_getFavoriteGamesList',
  /** Add and remove a favourite (body `{ nodeId, vendor, gameType }`): paths the spec names none for, in its relay style. */
  addFavoriteGame: '/wps/relay/MCSFE_addFavoriteGame',
  removeFavoriteGame: '/wps/relay/MCSFE_removeFavoriteGame',
  recentGames: '/wps/relay/GCS_recentGame',
  rankList: '/wps/relay/GCSGAME_getRankList',
} as const;
