import type { Generated, Insertable } from 'kysely';

/** The content tables (migration 0003) and the member's wallets and inbox. */
export interface ContentDatabase {
  banners: BannersTable;
  notices: NoticesTable;
  announcements: AnnouncementsTable;
  help_topics: HelpTopicsTable;
  vip_levels: VipLevelsTable;
  promotions: PromotionsTable;
  winners: WinnersTable;
  rank_entries: RankEntriesTable;
  wallets: WalletsTable;
  inbox_messages: InboxMessagesTable;
}

export interface BannersTable {
  id: Generated<number>;
  group_name: string;
  title: string;
  image_url: string;
  /** ROUTE, PROMOTION or URL; with `linkage_target`, or both null (not clickable). */
  linkage_type: string | null;
  linkage_target: string | null;
  sort_order: number;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  /** HTML, kept as written: the front end sanitises it. */
  content: string;
  published_at: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  /** B, PL, PU, PR or H. */
  type: string;
  title: string;
  /** HTML, kept as written: the front end sanitises it. */
  content: string;
  published_at: string;
}

/** A help-centre topic; top-level topics have no parent. */
export interface HelpTopicsTable {
  id: Generated<number>;
  parent_id: number | null;
  title: string;
  content: string;
  sort_order: number;
}

/** Money columns are minor units; the rebate rate is basis points. */
export interface VipLevelsTable {
  rank_level: number;
  label_name: string;
  deposit_requirement: number;
  bet_requirement: number;
  upgrade_bonus: number;
  monthly_bonus: number;
  birthday_bonus: number;
  rebate_rate_bp: number;
  daily_withdraw_limit: number;
  daily_withdraw_count: number;
}

export interface PromotionsTable {
  id: Generated<number>;
  title: string;
  type: string;
  /** JSON array of promotion labels. */
  labels: string;
  image_url: string;
  summary: string;
  content: string;
  starts_at: string;
  /** Null while it runs without end. */
  ends_at: string | null;
  sort_order: number;
}

/** A win on the winner board; `customer_name` is the full account name, masked when served. */
export interface WinnersTable {
  id: Generated<number>;
  customer_name: string;
  game_name: string;
  game_category: string;
  icon_url: string;
  win_amount: number;
  won_at: string;
}

/** A customer's total for one ranking (minor units). */
export interface RankEntriesTable {
  id: Generated<number>;
  rank_type: 'DEPOSIT' | 'BET';
  customer_name: string;
  amount: number;
}

/** One wallet of a member (MAIN, or a game provider's), in minor units, never negative. */
export interface WalletsTable {
  member_id: number;
  wallet_code: string;
  balance: number;
  updated_at: string;
}

/** A message of the member's inbox (platform information). */
export interface InboxMessagesTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  created_at: string;
  read_at: string | null;
  /** A template of the platform's own messages (migration 0015), rendered in the reader's language; null for a message written as is. */
  message_key: string | null;
  /** JSON object of the template's values. */
  message_params: string | null;
}

export type NewBanner = Insertable<BannersTable>;
export type NewNotice = Insertable<NoticesTable>;
export type NewAnnouncement = Insertable<AnnouncementsTable>;
export type NewHelpTopic = Insertable<HelpTopicsTable>;
export type NewVipLevel = Insertable<VipLevelsTable>;
export type NewPromotion = Insertable<PromotionsTable>;
export type NewWinner = Insertable<WinnersTable>;
export type NewRankEntry = Insertable<RankEntriesTable>;
