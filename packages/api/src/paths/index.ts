import { PATHS_LOGIN } from './login';
import { PATHS_OTHER } from './other';
import { PATHS_GAMES } from './games';
import { PATHS_CARD_LOTTERY } from './cardLottery';
import { PATHS_HOME } from './home';
import { PATHS_POINTS } from './points';
import { PATHS_CONTENT } from './content';
import { PATHS_CASHIER } from './cashier';
import { PATHS_OPERATOR } from './operator';
import { PATHS_RECORDS } from './records';
import { PATHS_AGENT } from './agent';
import { PATHS_UPLINE } from './upline';
import { PATHS_DOWNLINE } from './downline';
import { PATHS_REFERRAL } from './referral';
import { PATHS_SECURITY } from './security';
import { PATHS_FEEDBACK } from './feedback';
import { PATHS_INBOX } from './inbox';

export { announcementsAddress, systemStatusAddress, vendorLanesAddress, winnersAddress } from './addresses';
export {
  PATHS_LOGIN,
  PATHS_OTHER,
  PATHS_GAMES,
  PATHS_CARD_LOTTERY,
  PATHS_HOME,
  PATHS_POINTS,
  PATHS_CONTENT,
  PATHS_CASHIER,
  PATHS_OPERATOR,
  PATHS_RECORDS,
  PATHS_AGENT,
  PATHS_UPLINE,
  PATHS_DOWNLINE,
  PATHS_REFERRAL,
  PATHS_SECURITY,
  PATHS_FEEDBACK,
  PATHS_INBOX,
};

/**
 * Every platform path, grouped as the contract groups them. The platform registers its routes
 * from these constants and every call uses them, so both sides always agree. Each group is also
 * a constant of its own (`PATHS_<GROUP>`), which the calls import: a bundle then carries only the
 * paths of the calls it has, not every path of the contract.
 */
export const PATHS = {
  login: PATHS_LOGIN,
  other: PATHS_OTHER,
  games: PATHS_GAMES,
  cardLottery: PATHS_CARD_LOTTERY,
  home: PATHS_HOME,
  points: PATHS_POINTS,
  content: PATHS_CONTENT,
  cashier: PATHS_CASHIER,
  operator: PATHS_OPERATOR,
  records: PATHS_RECORDS,
  agent: PATHS_AGENT,
  upline: PATHS_UPLINE,
  downline: PATHS_DOWNLINE,
  referral: PATHS_REFERRAL,
  security: PATHS_SECURITY,
  feedback: PATHS_FEEDBACK,
  inbox: PATHS_INBOX,
} as const;

/** The path groups of {@link PATHS}. */
export type PathGroup = keyof typeof PATHS;

/** Any platform path. */
export type ApiPath = { [G in PathGroup]: (typeof PATHS)[G][keyof (typeof PATHS)[G]] }[PathGroup];
