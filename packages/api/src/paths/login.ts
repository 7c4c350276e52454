/** The spec's Login group (§7): sign-in, registration, the member's identity and the site's status. */
export const PATHS_LOGIN = {
  login: '/wps/session/login',
  loginCode: '/wps/verification/sms/noLogin',
  whitelabel: '/wps/system/whitelabel',
  avatar: '/wps/relay/MCSFE_getPlayerAvatar',
  gameMenus: '/lgw/games/game_menus',
  memberInfo: '/wps/member/info',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  changePassword: '/wps/member/password',
  affiliate: '/wps/agent/affiliate',
  registerSettings: '/wps/system/setting/register',
  forgetPassword: '/wps/member/password/email',
  freePlay: '/wps/session/login/freeplay',
  captcha: '/wps/captcha',
  icon: '/wps/member/info/icon',
  /** The "permission" call: system status for the current host. */
  systemStatus: '/wps/system/status',
  passwordByPhone: '/wps/member/password/verification',
  /** `PUT` `{ language }` (token): the member's stored display language (§4; the spec names no path, this contract's choice). */
  memberLanguage: '/wps/member/language',
} as const;
