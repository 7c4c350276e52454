import type { GameCategory } from './games';

/**
 * Banner groups: one per page of the banner-group map (§2), plus w_deposit20 and w_bet20, whose
 * presence (any banner in them) enables the /deposit-rank and /bet-rank pages.
 */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_deposit20',
  'w_bet20',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/**
 * What clicking a banner opens (`linkageTarget`): ROUTE a path of this site ('/vip'), PROMOTION a
 * promotion id (its /promoDetail page), URL an outside address (new tab). No type: not clickable.
 */
export const BANNER_LINKAGE_TYPES = ['ROUTE', 'PROMOTION', 'URL'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

/**
 * A banner of one group. `url` is the image; `title` its text alternative. Answered by
 * `GET /wps/system/banners?groupName=` (every group when the name is left out), in display order.
 */
export interface Banner {
  bannerId: string;
  groupName: BannerGroup;
  url: string;
  title: string;
  linkageType: BannerLinkageType | null;
  linkageTarget: string | null;
}

/** A system notice: the marquee lists titles; a click opens `content` (server HTML) in the notice modal. */
export interface Notice {
  id: string;
  title: string;
  content: string;
  /** ISO 8601, UTC. */
  publishedAt: string;
}

/** One row of the winner board. `winAmount` is in minor units (hundredths) and shown as a formatted number. */
export interface WinnerEntry {
  iconUrl: string;
  /** Masked account name ('ng*****88'). */
  customerName: string;
  gameName: string;
  winAmount: number;
}

/** The winner board holds at most this many rows (§9), as do the top-20 ranks. */
export const RANK_LIST_LIMIT = 20;

/** The category of the home page's winner board: all games. */
export const WINNERS_CATEGORY = 'ALL';

/** The query of the winner board (`GET /wps/relay/GCSGAME_getRankList`). */
export interface WinnerBoardQuery {
  gameCategory: 'ALL' | GameCategory;
  /** Display language (EN, TY, …); game names are brand names and read the same in every language. */
  language: string;
  /** 1 to {@link RANK_LIST_LIMIT}. */
  limitNum: number;
}

/** The two top-20 rankings: by total deposits and by total valid bets. */
export const RANK_TYPES = ['DEPOSIT', 'BET'] as const;
export type RankType = (typeof RANK_TYPES)[number];

/** One row of a top-20 ranking (`GET /wps/relay/MCSFE_getTopRankList`). `amount` is in minor units. */
export interface RankEntry {
  /** 1 for the highest amount. */
  rank: number;
  /** Masked account name. */
  customerName: string;
  amount: number;
}

/** Announcement list types (§9); they are requested with platform W and execution type B. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * The list each type is answered in: B banner announcements, PL player announcements, PU the
 * pop-up at entry, PR promotion (and game) announcements, H home-page notices, listed with the
 * player announcements of the announcement modal.
 */
export const ANNOUNCEMENT_PLACEMENT: Readonly<Record<AnnouncementType, keyof Announcements>> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'player',
};

/** One announcement. `content` is server HTML, rendered only through the sanitising component. */
export interface Announcement {
  id: string;
  type: AnnouncementType;
  title: string;
  content: string;
  /** ISO 8601, UTC; shown as YYYY-MM-DD HH:mm:ss. */
  publishedAt: string;
}

/**
 * The answer of `GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL&platform=W&execution=B`:
 * the announcements of the asked types, newest first, in their lists (see
 * {@link ANNOUNCEMENT_PLACEMENT}); lists of types not asked for are empty.
 */
export interface Announcements {
  player: Announcement[];
  banners: Announcement[];
  popup: Announcement[];
  promotion: Announcement[];
}

/** A topic of the help centre: server HTML `content` and sub-topics, in display order. */
export interface HelpTopic {
  id: string;
  title: string;
  content: string;
  children: HelpTopic[];
}

/**
 * A VIP level (`GET /wps/system/vipLevels`). Money fields are minor units; `rebateRate` is in
 * basis points of valid bets (80 = 0.80 %).
 */
export interface VipLevel {
  rankLevel: number;
  labelName: string;
  /** Total deposits needed to reach the level. */
  depositRequirement: number;
  /** Total valid bets needed to reach the level. */
  betRequirement: number;
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
  rebateRate: number;
  dailyWithdrawLimit: number;
  dailyWithdrawCount: number;
}

/** Promotion types (§9); the promotions page filters by one, or by {@link PROMOTION_TYPE_ALL}. */
export const PROMOTION_TYPES = [
  'others',
  'sports',
  'live',
  'slots',
  'card',
  'fish',
  'lotto',
  'rebate',
  'pointsMall',
  'rank',
  'deposit',
  'appDownload',
  'newbie',
  'gaming',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_TYPE_ALL = 'all';
export type PromotionFilter = PromotionType | typeof PROMOTION_TYPE_ALL;

/** Promotion labels (§9). */
export const PROMOTION_LABELS = ['newbie', 'limited', 'special', 'daily', 'highRebate', 'vip'] as const;
export type PromotionLabel = (typeof PROMOTION_LABELS)[number];

/**
 * A running promotion (`GET /wps/system/promotions?type=`). `content` is server HTML with the
 * full terms; `imageUrl` its banner. Ended promotions are not listed.
 */
export interface Promotion {
  id: string;
  title: string;
  type: PromotionType;
  labels: PromotionLabel[];
  imageUrl: string;
  summary: string;
  content: string;
  /** ISO 8601, UTC. */
  startsAt: string;
  /** ISO 8601, UTC; null while it runs without end. */
  endsAt: string | null;
}

/**
 * The online customer-service call (`GET /wps/relay/CSP_getServiceLink`) answers a
 * {@link ServiceLinks} whose one entry is the caller's channel, its path encrypted under the
 * service-link rule (§3). {@link getOnlineService} decrypts it into this.
 */
export interface OnlineServiceLink {
  csType: CustomerServiceType;
  /** The chat address to open in the popup. */
  url: string;
}

/** The refusal of the online customer-service call when the operator has no entry for the caller's channel. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

export const CUSTOMER_SERVICE_TYPES = ['VIP', 'LIVECHAT'] as const;
export type CustomerServiceType = (typeof CUSTOMER_SERVICE_TYPES)[number];

/** §6: members whose rank level is above 4 are served by a VIP host; everyone else (visitors too) by live chat. */
export const customerServiceType = (rankLevel: number | null | undefined): CustomerServiceType =>
  (rankLevel ?? 0) > 4 ? 'VIP' : 'LIVECHAT';

/** Proof attached to an activity: a comment (max 140 characters) and up to 3 png/jpg images of 5 MB each. */
export interface ActivityProof {
  comment: string;
  images: string[];
}
