/** A banner of one banner group (`w_home`, `w_rng`, …). Clicking opens its target when `linkageType` is set. */
export interface Banner {
  bannerId: string;
  groupName: string;
  url: string;
  linkageType?: string | null;
}

/** A system notice, listed by title in the notice marquee. */
export interface Notice {
  id: string;
  title: string;
}

/** One row of the winner board. `winAmount` is in minor units and shown as a formatted number. */
export interface WinnerEntry {
  iconUrl: string;
  customerName: string;
  gameName: string;
  winAmount: number;
}

/** Announcement list types (§9); they are requested with execution type B. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** One announcement. `content` is server HTML, rendered only through the sanitising component. */
export interface Announcement {
  id: string;
  title: string;
  content: string;
  /** Timestamp shown as YYYY-MM-DD HH:mm:ss. */
  publishedAt: string;
}

/** The answer of the announcements call: one list per placement. */
export interface Announcements {
  player: Announcement[];
  banners: Announcement[];
  popup: Announcement[];
  promotion: Announcement[];
}

/** Feedback question types. */
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The body of `PUT /wps/feedback`. */
export interface FeedbackPayload {
  type: FeedbackType;
  content: string;
}

/** Proof attached to an activity: a comment (max 140 characters) and up to 3 png/jpg images of 5 MB each. */
export interface ActivityProof {
  comment: string;
  images: string[];
}
