/** The spec's Card games and lottery group (§7): rooms, launch, the Vietnamese lottery's menus and missions. */
export const PATHS_CARD_LOTTERY = {
  roomList: '/wps/relay/GLS2_roomList',
  launchGame: '/wps/game/launchGame',
  vnGameMenu: '/lgw/vn/games/game_menu',
  vnGameMenuRecent: '/lgw/vn/games/game_menu/recent',
  missionSummaryDetails: '/wps/relay/MCSFE_getMissionSummaryDetails',
  missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
} as const;
